import { localDate, localMidnight, zoneOffsetMinutes } from '../agents/wages-periods';

/**
 * When a lottery game draws, as pure functions of its schedule (docs/architecture.md "Lottery:
 * games, issues and results"). Real draws happen at a time of day on some weekdays in the draw's
 * own zone; house draws every interval, aligned to the epoch (every zone in use is a whole or half
 * hour off UTC, and 60, 180 and 300 s divide half an hour, so the draws also fall on the local
 * day's grid and the first draw of a local day is at its midnight).
 */
export interface Schedule {
  readonly kind: 'real' | 'house';
  readonly timeZone: string;
  /** Sunday 1 .. Saturday 7 (real draws). */
  readonly drawDays: readonly number[];
  /** HH:MM local (real draws). */
  readonly drawTime: string | null;
  /** House draws. */
  readonly intervalSeconds: number | null;
  readonly lockSeconds: number;
}

/** One issue to be: its numero and times. */
export interface PlannedIssue {
  readonly numero: string;
  readonly opensAt: Date;
  readonly locksAt: Date;
  readonly drawsAt: Date;
}

const DAY_MS = 86_400_000;
/** How far ahead issues exist: a week and a day for real draws (so a weekly game always has its next), 15 minutes for fast ones. */
export const REAL_HORIZON_MS = 8 * DAY_MS;
export const HOUSE_HORIZON_MS = 15 * 60_000;

/** The weekday number of the contract: Sunday 1 .. Saturday 7, of a local calendar date. */
export function weekdayOf(y: number, m: number, d: number): number {
  return new Date(Date.UTC(y, m, d)).getUTCDay() + 1;
}

/** The instant a local wall-clock time begins in a zone (as localMidnight, minutes after midnight). */
export function localInstant(timeZone: string, y: number, m: number, d: number, minutes: number): Date {
  const naive = Date.UTC(y, m, d, 0, minutes);
  let guess = naive - zoneOffsetMinutes(timeZone, naive) * 60_000;
  guess = naive - zoneOffsetMinutes(timeZone, guess) * 60_000;
  return new Date(guess);
}

const pad = (value: number, width: number) => String(value).padStart(width, '0');

/** YYYYMMDD of an instant's local date. */
export function localDay(timeZone: string, at: number): string {
  const { y, m, d } = localDate(timeZone, at);
  return `${pad(y, 4)}${pad(m + 1, 2)}${pad(d, 2)}`;
}

/** A real draw's numero is its local date; a fast draw's adds its 1-based number within that day. */
export function numeroOf(schedule: Schedule, drawsAt: number): string {
  const day = localDay(schedule.timeZone, drawsAt);
  if (schedule.kind === 'real' || schedule.intervalSeconds === null) return day;
  const { y, m, d } = localDate(schedule.timeZone, drawsAt);
  const sinceMidnight = drawsAt - localMidnight(schedule.timeZone, y, m, d).getTime();
  return `${day}-${pad(Math.floor(sinceMidnight / (schedule.intervalSeconds * 1000)) + 1, 4)}`;
}

/** Draw instants of a real schedule from `from` (exclusive) to `to` (inclusive), in order. */
function realDraws(schedule: Schedule, from: number, to: number): number[] {
  const [hours, minutes] = (schedule.drawTime ?? '00:00').split(':').map(Number);
  const minuteOfDay = (hours ?? 0) * 60 + (minutes ?? 0);
  const draws: number[] = [];
  const start = localDate(schedule.timeZone, from);
  // From the local day before `from` (a draw late that day may still be after `from` in UTC).
  for (let offset = -1; ; offset++) {
    const day = new Date(Date.UTC(start.y, start.m, start.d + offset));
    const [y, m, d] = [day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate()];
    const at = localInstant(schedule.timeZone, y, m, d, minuteOfDay).getTime();
    if (at > to) return draws;
    if (at > from && schedule.drawDays.includes(weekdayOf(y, m, d))) draws.push(at);
  }
}

/** Draw instants of a house schedule from `from` (exclusive) to `to` (inclusive). */
function houseDraws(intervalMs: number, from: number, to: number): number[] {
  const draws: number[] = [];
  for (let at = (Math.floor(from / intervalMs) + 1) * intervalMs; at <= to; at += intervalMs) draws.push(at);
  return draws;
}

/** The draws after `from` up to `to`. */
export function drawsBetween(schedule: Schedule, from: number, to: number): number[] {
  if (schedule.kind === 'house' && schedule.intervalSeconds)
    return houseDraws(schedule.intervalSeconds * 1000, from, to);
  return realDraws(schedule, from, to);
}

/** The last draw at or before `at` (the opening of the issue after it); scans back at most 8 days. */
export function previousDraw(schedule: Schedule, at: number): number {
  const draws = drawsBetween(schedule, at - REAL_HORIZON_MS, at);
  return draws.at(-1) ?? at - REAL_HORIZON_MS;
}

/** The issues a game should have from `now` on: every draw within its horizon, each opening at the draw before it. */
export function plannedIssues(schedule: Schedule, now: number): PlannedIssue[] {
  const horizon = schedule.kind === 'house' ? HOUSE_HORIZON_MS : REAL_HORIZON_MS;
  const draws = drawsBetween(schedule, now, now + horizon);
  let opens = draws.length > 0 ? previousDraw(schedule, now) : now;
  return draws.map((drawsAt) => {
    // An issue with a lock longer than its gap opens at its lock (never after it).
    const locksAt = drawsAt - schedule.lockSeconds * 1000;
    const issue = {
      numero: numeroOf(schedule, drawsAt),
      opensAt: new Date(Math.min(opens, locksAt)),
      locksAt: new Date(locksAt),
      drawsAt: new Date(drawsAt),
    };
    opens = drawsAt;
    return issue;
  });
}
