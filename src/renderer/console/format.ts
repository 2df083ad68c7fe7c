import { displayMoney } from '../../shared/money';

/** Money for the queue: 2 decimals, comma thousands, the brand's symbol (e.g. "P 12,345.60"). */
export function money(amount: number, symbol: string): string {
  return displayMoney(BigInt(Math.round(amount * 100)), symbol);
}

/** How long ago, in the operator's language ("5 minutes ago"). */
export function age(since: number, now: number, locale: string): string {
  const seconds = Math.round((since - now) / 1000);
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  const abs = Math.abs(seconds);
  if (abs < 60) return format.format(seconds, 'second');
  if (abs < 3600) return format.format(Math.round(seconds / 60), 'minute');
  if (abs < 86_400) return format.format(Math.round(seconds / 3600), 'hour');
  return format.format(Math.round(seconds / 86_400), 'day');
}
