import dayjs from 'dayjs';
import { money } from '../../member/cashier/money';

/** An amount as the cashier pages show it: 2 decimals, comma thousands, the brand's symbol. */
export { money };

/** How many days the betting and P/L reports cover when opened: the last 7, today included. */
export const DEFAULT_REPORT_DAYS = 7;

/** A date and time in the reader's zone, as the cashier records show it. */
export function dateTime(epochMs: number): string {
  return dayjs(epochMs).format('YYYY-MM-DD HH:mm:ss');
}

/** A chart's x label: a business day shown as MM-DD (the year is in the period line); others as sent. */
export function axisLabel(label: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(label) ? label.slice(5) : label;
}

/** A whole count with the reader's digit grouping. */
export function count(value: number, locale: string): string {
  return new Intl.NumberFormat(locale).format(value);
}
