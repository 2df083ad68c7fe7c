import dayjs from 'dayjs';
import type { LotteryMenuGame } from '../../../shared/api/lottery';

/**
 * The lottery lobby's decisions as pure functions (spec "Lottery screen" and section 4 "Lottery
 * menu reloads on a timer"): when the menu reloads, which games a weekday, a search and a list
 * type show, and how an opening number, a draw time and a deadline are written.
 */

/** Longest wait between two menu loads. */
export const MENU_REFRESH_CAP_MS = 30_000;
/** The wait when an open game's time is already up (its next issue is about to open). */
export const MENU_REFRESH_DUE_MS = 7_000;
/** Digits of an opening number a card shows at most. */
export const OPENING_DIGITS_SHOWN = 6;
/** Weekdays as the menu numbers them: Sunday 1 through Saturday 7. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
/** The lobby's list types (spec "Lottery screen"). */
export const LOTTERY_LIST_KINDS = ['hot', 'fav', 'recent'] as const;
export type LotteryListKind = (typeof LOTTERY_LIST_KINDS)[number];

/**
 * The wait before the next menu load: the least time left across the open games (those with an
 * issue), at most 30 s, and 7 s when that least time is 0 or less.
 */
export function menuRefreshDelay(games: readonly Pick<LotteryMenuGame, 'numero' | 'remainTime'>[]): number {
  const open = games.filter((game) => game.numero !== '').map((game) => game.remainTime);
  if (open.length === 0) return MENU_REFRESH_CAP_MS;
  const least = Math.min(...open);
  return least <= 0 ? MENU_REFRESH_DUE_MS : Math.min(least, MENU_REFRESH_CAP_MS);
}

/** The menu's weekday number (Sunday 1 .. Saturday 7) of a moment in the viewer's time. */
export function weekdayOf(at: number): number {
  return new Date(at).getDay() + 1;
}

/** Whether a game draws on a weekday (0 = any day); house fast draws draw every day. */
export function drawsOn(game: Pick<LotteryMenuGame, 'drawDayOfWeek' | 'drawInterval'>, weekday: number): boolean {
  if (weekday === 0 || game.drawInterval > 0) return true;
  return game.drawDayOfWeek
    .split(',')
    .map((day) => Number(day.trim()))
    .includes(weekday);
}

/** Lower case without accents, so "xo so mien bac" finds "Xổ số miền Bắc". */
function folded(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').replace(/đ/gi, 'd').toLowerCase().trim();
}

/** Whether a game's name or code holds the search (empty search: every game). */
export function matchesSearch(game: Pick<LotteryMenuGame, 'remark' | 'gameCode'>, search: string): boolean {
  const wanted = folded(search);
  return wanted === '' || folded(game.remark).includes(wanted) || folded(game.gameCode).includes(wanted);
}

/** The digits of an opening number a card shows: its first six digits, nothing else. */
export function openingDigits(openNumber: string): string[] {
  return [...openNumber.replace(/\D/g, '')].slice(0, OPENING_DIGITS_SHOWN);
}

/** A draw time as the lobby writes it: YYYY.MM.DD and, apart, HH:mm (the viewer's time). */
export function formatWinningTime(at: number): { date: string; time: string } {
  const moment = dayjs(at);
  return { date: moment.format('YYYY.MM.DD'), time: moment.format('HH:mm') };
}

/** What is left of a deadline: whole days, and the rest as HH:MM:SS (0 once it has passed). */
export function countdownOf(leftMs: number): { days: number; clock: string } {
  const seconds = Math.max(0, Math.ceil(leftMs / 1000));
  const days = Math.floor(seconds / 86_400);
  const pad = (n: number) => String(n).padStart(2, '0');
  const rest = seconds % 86_400;
  return {
    days,
    clock: `${pad(Math.floor(rest / 3600))}:${pad(Math.floor((rest % 3600) / 60))}:${pad(rest % 60)}`,
  };
}

/** The vendor that plays a menu game: SEA-format or SEA prize-mode games are TCG_SEA's, the rest TCG_LOTTO_VN's. */
export function vendorOfGame(game: Pick<LotteryMenuGame, 'prizeMode' | 'format'>): string {
  return game.prizeMode.toUpperCase() === 'SEA' || game.format.toUpperCase().startsWith('SEA')
    ? 'TCG_SEA'
    : 'TCG_LOTTO_VN';
}

/** What the lobby shows: the chosen list, narrowed by tag (hot list only), weekday and search. */
export interface LobbyFilter {
  kind: LotteryListKind;
  tag: string;
  weekday: number;
  search: string;
}

/**
 * The games of the lobby's list: hot is the chosen tag's games; fav and recent are the
 * member's own lists across tags. Weekday and search narrow every list.
 */
export function visibleGames(
  lists: { menu: readonly LotteryMenuGame[]; favorites: ReadonlySet<string>; recent: readonly LotteryMenuGame[] },
  filter: LobbyFilter,
): LotteryMenuGame[] {
  const base =
    filter.kind === 'recent'
      ? lists.recent
      : filter.kind === 'fav'
        ? lists.menu.filter((game) => lists.favorites.has(game.nodeId))
        : lists.menu.filter((game) => filter.tag === '' || game.gameMenuTag === filter.tag);
  return base.filter((game) => drawsOn(game, filter.weekday) && matchesSearch(game, filter.search));
}

/** The order a draw's board lists its tiers (XSMB special to G7, then SEA 4D's). */
const TIER_ORDER = ['db', 'g1', 'g2', 'g3', 'g4', 'g5', 'g6', 'g7', 'p1', 'p2', 'p3', 'special', 'consolation'];

/** A board's tiers in prize order (tiers of unknown formats after, as they came). */
export function boardTiers(result: Readonly<Record<string, readonly string[]>>): string[] {
  const rank = (tier: string) => {
    const index = TIER_ORDER.indexOf(tier);
    return index === -1 ? TIER_ORDER.length : index;
  };
  return Object.keys(result).sort((a, b) => rank(a) - rank(b));
}
