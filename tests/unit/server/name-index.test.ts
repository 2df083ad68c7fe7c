// The game-name index (modules/games/name-index.ts) on a catalogue large enough that rare and
// common sequences take its two paths (lists and bit sets): every search must answer exactly what
// a plain scan of the names answers, ranked, counted and paged alike.
import { describe, expect, it } from 'vitest';
import type { GameRow } from '../../../src/server/db/schema';
import { foldName, NameIndex, Rank } from '../../../src/server/modules/games/name-index';

const WORDS = ['Golden', 'Dragon', 'Lucky', 'Tiger', 'Koi', 'Moon', 'Reels', 'Snapdragon', 'Fortune', 'Gold'];
const THAI = ['มังกร', 'ทอง', 'เสือ', 'โชคดี'];
const CHINESE = ['龙', '金', '虎', '福'];

/** 2,000 games of four vendors, named from small word lists (so some sequences are common, some rare). */
function catalogue(): GameRow[] {
  const rows: GameRow[] = [];
  for (let n = 0; n < 2_000; n++) {
    const pick = (list: string[], salt: number) => list[(n * salt + Math.floor(n / list.length)) % list.length]!;
    const names: Record<string, string> = { en: `${pick(WORDS, 7)} ${pick(WORDS, 3)} ${n % 97}` };
    if (n % 3 === 0) names.th = `${pick(THAI, 5)}${pick(THAI, 11)}`;
    if (n % 5 === 0) names.cn = `${pick(CHINESE, 13)}${pick(CHINESE, 3)}`;
    if (n % 11 === 0) names.vi = `Rồng Vàng ${n}`;
    rows.push({
      id: n + 1,
      brandId: 1,
      vendorId: 1 + (n % 4),
      nodeId: 100_000 + n,
      gameCode: `G${n}`,
      gameType: 'RNG',
      names,
      nameSearch: '',
      gameClassify: n % 2 === 0 ? 'SC' : 'JP',
      minBet: n % 3 === 0 ? 5 : 10,
      lineNum: n % 50,
      isHot: n % 7 === 0,
      defaultPlayType: 'SLOT',
      imagePath: '',
      enabled: true,
      sortOrder: 2_000 - n,
      createdAt: new Date(0),
    });
  }
  return rows;
}

/** What the index must answer, by scanning every name: rank, then vendor order, own order, id. */
function scan(rows: GameRow[], vendorIds: number[], search: string, keep: (row: GameRow) => boolean): string[] {
  const folded = foldName(search);
  const rankOf = (row: GameRow): number | undefined => {
    let best: number | undefined;
    for (const name of Object.values(row.names).map(foldName)) {
      const at = name.indexOf(folded);
      if (at === -1) continue;
      // Word starts: by dictionary (spaces for Latin script), and every Han character.
      const starts = [...new Intl.Segmenter(undefined, { granularity: 'word' }).segment(name)]
        .filter((word) => word.isWordLike)
        .map((word) => word.index);
      for (const [i, char] of [...name].entries()) if (/\p{Script=Han}/u.test(char)) starts.push(i);
      const rank =
        at === 0
          ? Rank.NameStart
          : starts.some((start) => name.startsWith(folded, start))
            ? Rank.WordStart
            : Rank.Inside;
      best = Math.min(best ?? rank, rank);
    }
    return best;
  };
  return rows
    .filter((row) => vendorIds.includes(row.vendorId) && keep(row))
    .map((row) => ({ row, rank: rankOf(row) }))
    .filter((entry) => entry.rank !== undefined)
    .sort(
      (a, b) =>
        a.rank! - b.rank! ||
        vendorIds.indexOf(a.row.vendorId) - vendorIds.indexOf(b.row.vendorId) ||
        a.row.sortOrder - b.row.sortOrder ||
        a.row.id - b.row.id,
    )
    .map((entry) => entry.row.gameCode);
}

describe('game name index', () => {
  const rows = catalogue();
  const lobby = [3, 1, 4, 2];

  it('answers every search as a scan of the names would, ranked, with filters', async () => {
    const index = await NameIndex.build(rows, lobby);
    expect(index.size).toBe(2_000);
    const searches = [
      'g',
      'go',
      'gold',
      'golden d',
      'dragon',
      'agon',
      'ragon 4',
      'snap',
      'koi moon 1',
      'zz',
      'tiger 96',
    ];
    searches.push('มังกร', 'ทอง', 'เสือโชค', '龙', '金虎', 'rong vang 1', 'RỒNG', 'Vàng 99', ' 5', 'n 1');
    for (const search of searches) {
      const all = index.search({ vendorIds: lobby }, foldName(search), 0, 5_000);
      const expected = scan(rows, lobby, search, () => true);
      expect(
        all.rows.map((row) => row.gameCode),
        search,
      ).toEqual(expected);
      expect(all.totalCount, search).toBe(expected.length);
      const narrowed = index.search(
        { vendorIds: [4, 2], gameClassify: 'SC', minBet: 5, minLineNum: 10 },
        foldName(search),
        0,
        5_000,
      );
      const keep = (row: GameRow) => row.gameClassify === 'SC' && row.minBet === 5 && row.lineNum >= 10;
      expect(
        narrowed.rows.map((row) => row.gameCode),
        `${search} narrowed`,
      ).toEqual(scan(rows, [4, 2], search, keep));
    }
  });

  it('pages through the ranked answer without gaps or repeats', async () => {
    const index = await NameIndex.build(rows, lobby);
    const whole = index.search({ vendorIds: lobby }, 'dragon', 0, 5_000);
    expect(whole.totalCount).toBeGreaterThan(100);
    const paged = [];
    for (let offset = 0; offset < whole.totalCount + 30; offset += 30) {
      const page = index.search({ vendorIds: lobby }, 'dragon', offset, 30);
      expect(page.totalCount).toBe(whole.totalCount);
      paged.push(...page.rows);
    }
    expect(paged).toEqual(whole.rows);
  });

  it('leaves out games of vendors outside the lobby', async () => {
    const index = await NameIndex.build(rows, [1, 2]);
    expect(index.size).toBe(1_000);
    const found = index.search({ vendorIds: [1, 2, 3] }, 'dragon', 0, 5_000);
    expect(found.rows.every((row) => row.vendorId === 1 || row.vendorId === 2)).toBe(true);
  });

  it('folds case, Latin accents, đ and full-width letters, and keeps Thai marks', () => {
    expect(foldName('  Rồng   VÀNG  Đỏ ')).toBe('rong vang do');
    expect(foldName('ｄｒａｇｏｎ')).toBe('dragon');
    expect(foldName('มังกร')).toBe('มังกร');
  });
});
