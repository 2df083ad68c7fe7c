import type { ContractKind, DividendCycle } from '../../../shared/api/agent';

/**
 * Wage periods (docs/architecture.md "Agent wages and dividends"). Days, weeks and months are the
 * brand's business days (brands.time_zone); hours and real-time windows are plain UTC-aligned
 * intervals (every zone in use is a whole or half hour off UTC, so an hour is an hour everywhere
 * but in half-hour zones, where the hour is still a closed, paid-once interval).
 */
export interface Period {
  start: Date;
  end: Date;
}

export const HOUR_MS = 3_600_000;
/** Real-time wages settle 5-minute windows of settled bets. */
export const REALTIME_WINDOW_MS = 5 * 60_000;
/**
 * A window is settled one window after it closed: settled_at is the bet's transaction start, so a
 * bet committing a little after the window's end still lands in it before it is read.
 */
export const REALTIME_GRACE_MS = REALTIME_WINDOW_MS;

/** Minutes the zone is ahead of UTC at an instant. */
export function zoneOffsetMinutes(timeZone: string, at: number): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(at));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const local = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return Math.round((local - Math.floor(at / 1000) * 1000) / 60_000);
}

/** The local calendar date (y, m 0-based, d) of an instant in a zone. */
export function localDate(timeZone: string, at: number): { y: number; m: number; d: number } {
  const shifted = new Date(at + zoneOffsetMinutes(timeZone, at) * 60_000);
  return { y: shifted.getUTCFullYear(), m: shifted.getUTCMonth(), d: shifted.getUTCDate() };
}

/** The instant a local date's midnight begins in a zone (Date.UTC normalises overflowing days/months). */
export function localMidnight(timeZone: string, y: number, m: number, d: number): Date {
  const naive = Date.UTC(y, m, d);
  let guess = naive - zoneOffsetMinutes(timeZone, naive) * 60_000;
  guess = naive - zoneOffsetMinutes(timeZone, guess) * 60_000;
  return new Date(guess);
}

/** The business day holding `at`. */
export function businessDay(timeZone: string, at: number): Period {
  const { y, m, d } = localDate(timeZone, at);
  return { start: localMidnight(timeZone, y, m, d), end: localMidnight(timeZone, y, m, d + 1) };
}

/** The dividend cycle holding `at`: weeks start on Monday, half months on the 1st and the 16th. */
export function cyclePeriod(cycle: DividendCycle, timeZone: string, at: number): Period {
  const { y, m, d } = localDate(timeZone, at);
  switch (cycle) {
    case 'daily':
      return businessDay(timeZone, at);
    case 'weekly': {
      const weekday = (new Date(Date.UTC(y, m, d)).getUTCDay() + 6) % 7;
      return { start: localMidnight(timeZone, y, m, d - weekday), end: localMidnight(timeZone, y, m, d - weekday + 7) };
    }
    case 'semimonthly':
      return d <= 15
        ? { start: localMidnight(timeZone, y, m, 1), end: localMidnight(timeZone, y, m, 16) }
        : { start: localMidnight(timeZone, y, m, 16), end: localMidnight(timeZone, y, m + 1, 1) };
    case 'monthly':
      return { start: localMidnight(timeZone, y, m, 1), end: localMidnight(timeZone, y, m + 1, 1) };
  }
}

/** Fixed-length kinds: the interval of a period. */
const FIXED_MS: Partial<Record<ContractKind, number>> = { hourly: HOUR_MS, realtime: REALTIME_WINDOW_MS };

/**
 * The closed periods of a kind that a run at `now` settles, oldest first: the last `lookback` of
 * them (the jobs skip those already finished, so a process that was down catches up).
 * Dividends are settled per contract cycle from the closed business days (closedDayPeriods).
 */
export function closedPeriods(
  kind: 'daily' | 'hourly' | 'realtime',
  timeZone: string,
  now: number,
  lookback: number,
): Period[] {
  const periods: Period[] = [];
  const fixed = FIXED_MS[kind];
  if (fixed) {
    const grace = kind === 'realtime' ? REALTIME_GRACE_MS : 0;
    const lastEnd = Math.floor((now - grace) / fixed) * fixed;
    for (let i = lookback; i >= 1; i--) {
      const end = lastEnd - (i - 1) * fixed;
      periods.push({ start: new Date(end - fixed), end: new Date(end) });
    }
    return periods;
  }
  let day = businessDay(timeZone, now);
  for (let i = 0; i < lookback; i++) {
    day = businessDay(timeZone, day.start.getTime() - 1);
    periods.unshift(day);
  }
  return periods;
}

/** The dividend cycles of this kind that ended within the closed business days a run at `now` looks at. */
export function closedCycles(cycle: DividendCycle, timeZone: string, now: number, lookbackDays: number): Period[] {
  const cycles = new Map<number, Period>();
  for (const day of closedPeriods('daily', timeZone, now, lookbackDays)) {
    const period = cyclePeriod(cycle, timeZone, day.start.getTime());
    if (period.end.getTime() === day.end.getTime()) cycles.set(period.start.getTime(), period);
  }
  return [...cycles.values()];
}
