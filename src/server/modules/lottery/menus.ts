import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { DRAW_FORMATS, type DrawFormatCode } from '../../../games/lottery/engine/formats';
import type {
  LotteryDraw,
  LotteryHistory,
  LotteryMenuGame,
  LotteryMenuGroup,
  OpenedNumero,
} from '../../../shared/api/lottery';
import { LOTTERY_MAX_COUNT } from '../../../shared/api/lottery';
import type { Database } from '../../db/client';
import { gameLaunches, games, lotteryGames, lotteryIssues, type LotteryPrizeMode } from '../../db/schema';
import { gameByCode } from './issue-view';

/**
 * What the lottery gateway answers (api-contract.md 3.5 and 6): the menus with each game's open
 * issue and countdown, the latest openings, a game's results, and the member's recent games.
 * Always read from the database: issues change every minute and on every process.
 */

/** Statuses whose result is confirmed. */
const CONFIRMED = ['drawn', 'settling', 'settled'] as const;

/** A count of the contract clamped into 1..LOTTERY_MAX_COUNT (absent: the most). */
export function clampCount(count: number | undefined): number {
  if (count === undefined) return LOTTERY_MAX_COUNT;
  return Math.min(LOTTERY_MAX_COUNT, Math.max(1, count));
}

/** The opening number shown in lists: the special prize (XSMB) or the first prize (SEA4D). */
export function openNumberOf(format: DrawFormatCode, result: Record<string, string[]> | null): string {
  if (!result) return '';
  const top = DRAW_FORMATS[format].tiers[0]?.tier ?? '';
  return result[top]?.[0] ?? '';
}

const nameIn = (names: Record<string, string>, language: string) => names[language] ?? names.en ?? '';

/** The brand's enabled lottery games with their catalogue rows, in menu order. */
async function lotteryCatalogue(db: Database, brandId: number, prizeMode?: LotteryPrizeMode, gameIds?: number[]) {
  return db
    .select({ lottery: lotteryGames, nodeId: games.nodeId, names: games.names })
    .from(lotteryGames)
    .innerJoin(games, eq(games.id, lotteryGames.gameId))
    .where(
      and(
        eq(lotteryGames.brandId, brandId),
        eq(lotteryGames.enabled, true),
        eq(games.enabled, true),
        prizeMode ? eq(lotteryGames.prizeMode, prizeMode) : undefined,
        gameIds ? inArray(lotteryGames.gameId, gameIds) : undefined,
      ),
    )
    .orderBy(asc(lotteryGames.sortOrder), asc(lotteryGames.id));
}

/** Each game's earliest issue still open for betting at `now`. */
async function openIssues(db: Database, ids: number[], now: number) {
  if (ids.length === 0) return new Map<number, typeof lotteryIssues.$inferSelect>();
  const rows = await db
    .selectDistinctOn([lotteryIssues.lotteryGameId])
    .from(lotteryIssues)
    .where(
      and(
        inArray(lotteryIssues.lotteryGameId, ids),
        eq(lotteryIssues.status, 'open'),
        gt(lotteryIssues.locksAt, new Date(now)),
      ),
    )
    .orderBy(lotteryIssues.lotteryGameId, asc(lotteryIssues.drawsAt));
  return new Map(rows.map((row) => [row.lotteryGameId, row]));
}

/** Each game's latest confirmed issue. */
async function lastConfirmed(db: Database, ids: number[]) {
  if (ids.length === 0) return new Map<number, typeof lotteryIssues.$inferSelect>();
  const rows = await db
    .selectDistinctOn([lotteryIssues.lotteryGameId])
    .from(lotteryIssues)
    .where(and(inArray(lotteryIssues.lotteryGameId, ids), inArray(lotteryIssues.status, [...CONFIRMED])))
    .orderBy(lotteryIssues.lotteryGameId, desc(lotteryIssues.drawsAt));
  return new Map(rows.map((row) => [row.lotteryGameId, row]));
}

/** Menu entries of these catalogue rows, in their order. */
async function menuGames(
  db: Database,
  rows: Awaited<ReturnType<typeof lotteryCatalogue>>,
  language: string,
  now: number,
): Promise<LotteryMenuGame[]> {
  const ids = rows.map((row) => row.lottery.id);
  const [open, last] = await Promise.all([openIssues(db, ids, now), lastConfirmed(db, ids)]);
  return rows.map(({ lottery, nodeId, names }) => {
    const issue = open.get(lottery.id);
    const previous = last.get(lottery.id);
    return {
      gameId: lottery.gameId,
      nodeId: String(nodeId),
      gameCode: lottery.code,
      remark: nameIn(names, language),
      gameMenuTag: lottery.menuTag,
      prizeMode: lottery.prizeMode,
      format: lottery.format,
      kind: lottery.kind,
      numero: issue?.numero ?? '',
      remainTime: issue ? Math.max(0, issue.locksAt.getTime() - now) : 0,
      lockTime: lottery.lockSeconds,
      drawDayOfWeek: [...lottery.drawDays].sort((a, b) => a - b).join(','),
      winningTime: issue?.drawsAt.getTime() ?? 0,
      drawInterval: lottery.intervalSeconds ?? 0,
      serverSeedHash: issue?.commitment ?? '',
      lastNumero: previous?.numero ?? '',
      openNumber: openNumberOf(lottery.format, previous?.result ?? null),
    };
  });
}

/** /lgw/vn/games/game_menu: the games of a prize mode (all without one), grouped by menu tag. */
export async function lotteryMenu(
  db: Database,
  brandId: number,
  prizeMode: LotteryPrizeMode | undefined,
  language: string,
  now: number,
): Promise<LotteryMenuGroup[]> {
  const entries = await menuGames(db, await lotteryCatalogue(db, brandId, prizeMode), language, now);
  const groups = new Map<string, LotteryMenuGame[]>();
  for (const entry of entries) groups.set(entry.gameMenuTag, [...(groups.get(entry.gameMenuTag) ?? []), entry]);
  return [...groups].map(([tag, gameMenus]) => ({ tag, gameMenus }));
}

/** /lgw/vn/games/game_menu/recent: the lottery games the member launched (game_launches), latest first. */
export async function recentLotteryGames(
  db: Database,
  brandId: number,
  memberId: number,
  prizeMode: LotteryPrizeMode | undefined,
  language: string,
  count: number,
  now: number,
): Promise<LotteryMenuGame[]> {
  const launched = await db
    .select({ gameId: gameLaunches.gameId, last: sql<Date>`max(${gameLaunches.launchedAt})`.as('last') })
    .from(gameLaunches)
    .innerJoin(lotteryGames, eq(lotteryGames.gameId, gameLaunches.gameId))
    .where(and(eq(gameLaunches.memberId, memberId), eq(gameLaunches.brandId, brandId)))
    .groupBy(gameLaunches.gameId)
    .orderBy(desc(sql`max(${gameLaunches.launchedAt})`), desc(gameLaunches.gameId))
    .limit(count);
  if (launched.length === 0) return [];
  const rows = await lotteryCatalogue(
    db,
    brandId,
    prizeMode,
    launched.map((row) => row.gameId),
  );
  const entries = await menuGames(db, rows, language, now);
  const order = new Map(launched.map((row, index) => [row.gameId, index]));
  return entries.sort((a, b) => (order.get(a.gameId) ?? 0) - (order.get(b.gameId) ?? 0));
}

/** The opened-numero calls: each game's latest confirmed issue, newest draw first, at most `count`. */
export async function openedNumeros(
  db: Database,
  brandId: number,
  language: string,
  count: number,
): Promise<OpenedNumero[]> {
  const rows = await lotteryCatalogue(db, brandId);
  const last = await lastConfirmed(
    db,
    rows.map((row) => row.lottery.id),
  );
  return rows
    .flatMap(({ lottery, names }) => {
      const issue = last.get(lottery.id);
      if (!issue) return [];
      return [
        {
          gameId: lottery.gameId,
          gameCode: lottery.code,
          remark: nameIn(names, language),
          gameMenuTag: lottery.menuTag,
          numero: issue.numero,
          openNumber: openNumberOf(lottery.format, issue.result),
          winningTime: issue.drawsAt.getTime(),
        },
      ];
    })
    .sort((a, b) => b.winningTime - a.winningTime)
    .slice(0, count);
}

/** A game's last `count` confirmed draws with their whole board, newest first. */
export async function drawHistory(
  db: Database,
  brandId: number,
  gameCode: string,
  count: number,
): Promise<LotteryHistory> {
  const game = await gameByCode(db, brandId, gameCode);
  const issues = await db
    .select()
    .from(lotteryIssues)
    .where(and(eq(lotteryIssues.lotteryGameId, game.id), inArray(lotteryIssues.status, [...CONFIRMED])))
    .orderBy(desc(lotteryIssues.drawsAt))
    .limit(count);
  const draws: LotteryDraw[] = issues.map((issue) => ({
    numero: issue.numero,
    winningTime: issue.drawsAt.getTime(),
    status: issue.status,
    result: issue.result ?? {},
    serverSeedHash: issue.commitment ?? '',
    // The seed is public only once revealed (a confirmed house draw always is).
    serverSeed: issue.seedRevealedAt ? (issue.serverSeed ?? '') : '',
    clientSeed: issue.clientSeed ?? '',
  }));
  return { gameCode: game.code, format: game.format, draws };
}
