import dayjs from 'dayjs';
import { useStores } from '../stores/StoresContext';

/** The zone the server cuts business days in when the status has not said (brands.time_zone's default). */
const FALLBACK_ZONE = 'Asia/Manila';

/** The business day (YYYY-MM-DD) of `at` in the brand's zone: reports and wages are cut on it. */
export function businessDay(timeZone: string, at: Date = new Date()): string {
  // en-CA formats a date as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/** "GMT+08:00 2026-11-28 04:13:24": the brand's zone and its wall clock, for the agent bar. */
export function businessClock(timeZone: string, at: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    timeZoneName: 'longOffset',
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  // longOffset says "GMT" alone for UTC itself.
  const zone = part('timeZoneName') === 'GMT' ? 'GMT+00:00' : part('timeZoneName');
  return `${zone} ${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}:${part('second')}`;
}

/** "2026-11-28 04:13": a moment on the brand's wall clock (periods the server cut in its zone). */
export function businessTime(timeZone: string, at: number): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(new Date(at));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}

/** The last `days` business days, today included, as the report and wage filters open. */
export function lastBusinessDays(today: string, days: number): { from: string; to: string } {
  return {
    from: dayjs(today)
      .subtract(days - 1, 'day')
      .format('YYYY-MM-DD'),
    to: today,
  };
}

/** The brand's business-day zone, from the status call the site loaded at start. */
export function useBusinessZone(): string {
  return useStores().siteConfig.brand?.timeZone ?? FALLBACK_ZONE;
}
