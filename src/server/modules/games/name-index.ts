import type { GameRow } from '../../db/schema';
import type { GameFilter } from './queries';

/**
 * The lobby's name search (search as you type), answered from memory: every keystroke is a new
 * query, and a query per keystroke against the games table cost 3 to 50 ms (a count and a page
 * scanning every name with LIKE '%x%'). One index per brand holds the brand's listable games
 * (enabled, of a lobby vendor) in lobby order with their names folded for matching, and for every
 * one- and two-character sequence the games holding it with their best rank. A one- or
 * two-character search reads its own list, already ranked; a longer one narrows the games of its
 * rarest sequence by the others and checks the few left. So a search touches only the games that
 * can match, not the catalogue.
 *
 * Ranking: a name starting with the search, then a word of a name starting with it, then the
 * search anywhere in a name; lobby order within each rank. Every language's names take part.
 */

/** How well a game's names match a search; lower is better. */
export const Rank = { NameStart: 0, WordStart: 1, Inside: 2 } as const;
export type Rank = (typeof Rank)[keyof typeof Rank];

/** Ranks are tried in this order; the answer lists them in this order too. */
const RANKS = [Rank.NameStart, Rank.WordStart, Rank.Inside] as const;

/** Names are joined with this in a game's search text; names cannot hold control characters. */
const NAME_SEPARATOR = '\n';
const SEPARATOR_CODE = NAME_SEPARATOR.charCodeAt(0);

/** A sequence held by at least this share of the games also gets a bit set (32 games a word). */
const DENSE_SHARE = 1 / 32;

/** Games built between two yields to the event loop, so a rebuild never stalls other requests. */
const BUILD_SLICE = 100;

/** Scripts written without spaces between words, whose word starts need a dictionary (Intl.Segmenter). */
const DICTIONARY_SCRIPTS = /[\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;
/** Han and kana: every character starts a word (a Chinese or Japanese name's characters are its words). */
const CHARACTER_WORDS = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const PLAIN_ASCII = /^[\x20-\x7e]*$/;
const segmenter = new Intl.Segmenter(undefined, { granularity: 'word' });

/**
 * The form names and searches are compared in: compatibility forms unfolded (full-width Latin
 * typed on a Chinese keyboard), accents of Latin letters dropped (Vietnamese typed without
 * them: "rong vang" finds "Rồng Vàng"), lower case, spaces collapsed. Only the combining marks
 * of the Latin block are dropped: Thai vowel and tone marks are letters of their words and stay.
 */
export function foldName(text: string): string {
  // Most names are plain ASCII: lower case and spaces are all they need (a fifth of a build's time).
  const unfolded = PLAIN_ASCII.test(text)
    ? text
    : text
        .normalize('NFKD')
        .replace(/[\u0300-\u036f]/g, '')
        .replace(/[đĐ]/g, 'd');
  return unfolded.toLowerCase().replace(/\s+/g, ' ').trim();
}

/**
 * Where the words of a folded name start (offsets from the name's start): after a space or a
 * sign, at each Han character, or by dictionary for Thai and its neighbours. Space-separated
 * chunks repeat across a catalogue (words, numbers), so their starts are remembered in `memo`.
 */
function wordStarts(name: string, memo: Map<string, number[]>): number[] {
  const starts: number[] = [];
  let chunkStart = 0;
  for (const chunk of name.split(' ')) {
    let inChunk = memo.get(chunk);
    if (!inChunk) memo.set(chunk, (inChunk = chunkWordStarts(chunk)));
    for (const start of inChunk) starts.push(chunkStart + start);
    chunkStart += chunk.length + 1;
  }
  return starts;
}

function chunkWordStarts(chunk: string): number[] {
  if (DICTIONARY_SCRIPTS.test(chunk)) {
    return [...segmenter.segment(chunk)].filter((part) => part.isWordLike).map((part) => part.index);
  }
  const starts: number[] = [];
  let inWord = false;
  for (let i = 0; i < chunk.length; i++) {
    const char = chunk[i] as string;
    const wordChar = LETTER_OR_DIGIT.test(char);
    if (wordChar && (!inWord || CHARACTER_WORDS.test(char))) starts.push(i);
    inWord = wordChar;
  }
  return starts;
}

/** Games holding a sequence (or matching a search) in lobby order, and the rank of each. */
interface Matches {
  games: Int32Array;
  ranks: Uint8Array;
  /**
   * The same games as a bit set (bit g of word g >> 5), kept for sequences common enough that
   * it is no larger than the list (DENSE_SHARE of the games): a search narrows by these.
   */
  bits?: Int32Array;
}

const NO_MATCHES: Matches = { games: new Int32Array(0), ranks: new Uint8Array(0) };

/** One page of a search and how many games match in all. */
export interface SearchPage {
  totalCount: number;
  rows: GameRow[];
}

export class NameIndex {
  private constructor(
    /** Listable games in lobby order. */
    private readonly rows: readonly GameRow[],
    /** Per game: its folded names joined by NAME_SEPARATOR. */
    private readonly texts: readonly string[],
    /** Per game: offsets in its text where a name starts, then -1, then where a later word starts. */
    private readonly starts: readonly Int32Array[],
    /** Every one- and two-character sequence of the texts: the games holding it, best rank each. */
    private readonly postings: Postings<Matches>,
    /** Per game: its vendor's position in the lobby's vendor order. */
    private readonly vendorRanks: Int32Array,
    /** Vendor id -> its position in the lobby's vendor order. */
    private readonly vendorRank: ReadonlyMap<number, number>,
  ) {}

  /**
   * Indexes a brand's listable games; `vendorIds` are the lobby's vendors in lobby order (games of
   * other vendors are left out). Yields to the event loop between slices of games.
   */
  static async build(rows: readonly GameRow[], vendorIds: readonly number[]): Promise<NameIndex> {
    const vendorRank = new Map(vendorIds.map((id, index) => [id, index]));
    const listed = rows
      .filter((row) => vendorRank.has(row.vendorId))
      .sort(
        (a, b) =>
          (vendorRank.get(a.vendorId) as number) - (vendorRank.get(b.vendorId) as number) ||
          a.sortOrder - b.sortOrder ||
          a.id - b.id,
      );
    const texts: string[] = [];
    const starts: Int32Array[] = [];
    const lists = new Postings<{ games: number[]; ranks: number[] }>(() => ({ games: [], ranks: [] }));
    const memo = new Map<string, number[]>();
    const vendorRanks = new Int32Array(listed.length);
    for (let game = 0; game < listed.length; game++) {
      if (game > 0 && game % BUILD_SLICE === 0) await new Promise((resume) => setImmediate(resume));
      const row = listed[game] as GameRow;
      vendorRanks[game] = vendorRank.get(row.vendorId) as number;
      const names = [...new Set(Object.values(row.names).map(foldName))].filter((name) => name !== '');
      const text = names.join(NAME_SEPARATOR);
      const rankAt = new Uint8Array(text.length).fill(Rank.Inside);
      const nameOffsets: number[] = [];
      const wordOffsets: number[] = [];
      let offset = 0;
      for (const name of names) {
        nameOffsets.push(offset);
        for (const start of wordStarts(name, memo)) {
          if (start === 0) continue;
          wordOffsets.push(offset + start);
          rankAt[offset + start] = Rank.WordStart;
        }
        rankAt[offset] = Rank.NameStart;
        offset += name.length + NAME_SEPARATOR.length;
      }
      texts.push(text);
      starts.push(Int32Array.from([...nameOffsets, -1, ...wordOffsets]));
      for (let i = 0; i < text.length; i++) {
        const char = text.charCodeAt(i);
        if (char === SEPARATOR_CODE) continue;
        const next = i + 1 < text.length ? text.charCodeAt(i + 1) : SEPARATOR_CODE;
        const rank = rankAt[i] as number;
        note(lists.single(char), game, rank);
        if (next !== SEPARATOR_CODE) note(lists.pair(char, next), game, rank);
      }
    }
    const postings = lists.map((list) => {
      const matches: Matches = { games: Int32Array.from(list.games), ranks: Uint8Array.from(list.ranks) };
      if (list.games.length >= listed.length * DENSE_SHARE) {
        const bits = new Int32Array(Math.ceil(listed.length / 32));
        for (const game of list.games) bits[game >>> 5] = (bits[game >>> 5] as number) | (1 << (game & 31));
        matches.bits = bits;
      }
      return matches;
    });
    return new NameIndex(listed, texts, starts, postings, vendorRanks, vendorRank);
  }

  /** Games indexed (the brand's listable games). */
  get size(): number {
    return this.rows.length;
  }

  /**
   * One page of the games matching a folded search (foldName, not empty) and the filter, ranked;
   * the filter's vendors must be lobby vendors (the catalogue's normalised filter).
   */
  search(filter: GameFilter, folded: string, offset: number, limit: number): SearchPage {
    const allowed = new Uint8Array(this.vendorRank.size);
    for (const id of filter.vendorIds) {
      const position = this.vendorRank.get(id);
      if (position !== undefined) allowed[position] = 1;
    }
    const matches = folded.length <= 2 ? (this.postings.find(folded) ?? NO_MATCHES) : this.verified(folded);
    // Which matches pass the filter, and how many of each rank.
    const kept = new Uint8Array(matches.games.length);
    const counts = [0, 0, 0];
    for (let i = 0; i < matches.games.length; i++) {
      const game = matches.games[i] as number;
      if (allowed[this.vendorRanks[game] as number] !== 1) continue;
      const row = this.rows[game] as GameRow;
      if (filter.gameClassify !== undefined && row.gameClassify !== filter.gameClassify) continue;
      if (filter.minBet !== undefined && row.minBet !== filter.minBet) continue;
      if (filter.minLineNum !== undefined && row.lineNum < filter.minLineNum) continue;
      if (filter.hotOnly && !row.isHot) continue;
      kept[i] = 1;
      counts[matches.ranks[i] as number]! += 1;
    }
    // The page: positions offset .. offset + limit - 1 of the kept matches, best rank first.
    const rows: GameRow[] = [];
    let before = 0;
    for (const rank of RANKS) {
      const from = Math.max(0, offset - before);
      const to = Math.min(counts[rank] as number, offset + limit - before);
      for (let i = 0, seen = 0; from < to && seen < to && i < matches.games.length; i++) {
        if (kept[i] !== 1 || matches.ranks[i] !== rank) continue;
        if (seen >= from) rows.push(this.rows[matches.games[i] as number] as GameRow);
        seen += 1;
      }
      before += counts[rank] as number;
    }
    return { totalCount: before, rows };
  }

  /**
   * The games whose text holds a search of three or more characters, with their rank. Only games
   * holding every two-character sequence of it can: the rarest sequence's games are narrowed by
   * the bit sets of the common ones (a word-wise AND when even the rarest is common), and the
   * few left are checked.
   */
  private verified(folded: string): Matches {
    const lists: Matches[] = [];
    for (let i = 0; i + 2 <= folded.length; i++) {
      const list = this.postings.find(folded.slice(i, i + 2));
      if (!list) return NO_MATCHES;
      if (!lists.includes(list)) lists.push(list);
    }
    lists.sort((a, b) => a.games.length - b.games.length);
    const [rarest, ...others] = lists as [Matches, ...Matches[]];
    const common = others.flatMap((list) => (list.bits ? [list.bits] : []));
    let candidates: ArrayLike<number>;
    if (rarest.bits) {
      const words = rarest.bits.slice();
      for (const bits of common)
        for (let w = 0; w < words.length; w++) words[w] = (words[w] as number) & (bits[w] as number);
      candidates = members(words);
    } else {
      candidates = rarest.games.filter((game) => common.every((bits) => has(bits, game)));
    }
    const games = new Int32Array(candidates.length);
    const ranks = new Uint8Array(candidates.length);
    let found = 0;
    for (let i = 0; i < candidates.length; i++) {
      const game = candidates[i] as number;
      const rank = this.rankOf(game, folded);
      if (rank === undefined) continue;
      games[found] = game;
      ranks[found] = rank;
      found += 1;
    }
    return { games: games.subarray(0, found), ranks: ranks.subarray(0, found) };
  }

  private rankOf(game: number, folded: string): Rank | undefined {
    const text = this.texts[game] as string;
    if (!text.includes(folded)) return undefined;
    const starts = this.starts[game] as Int32Array;
    let rank: Rank = Rank.Inside;
    let names = true;
    for (let i = 0; i < starts.length; i++) {
      const start = starts[i] as number;
      if (start === -1) names = false;
      else if (text.startsWith(folded, start)) {
        if (names) return Rank.NameStart;
        rank = Rank.WordStart;
      }
    }
    return rank;
  }
}

/** Adds a game to a sequence's list once, keeping its best rank (the game's entry is the list's last one). */
function note(list: { games: number[]; ranks: number[] }, game: number, rank: number): void {
  const last = list.games.length - 1;
  if (list.games[last] !== game) {
    list.games.push(game);
    list.ranks.push(rank);
  } else if (rank < (list.ranks[last] as number)) list.ranks[last] = rank;
}

/** Whether a bit set holds a game. */
function has(bits: Int32Array, game: number): boolean {
  return ((bits[game >>> 5] as number) & (1 << (game & 31))) !== 0;
}

/** The games a bit set holds, ascending (lobby order). */
function members(bits: Int32Array): number[] {
  const games: number[] = [];
  for (let w = 0; w < bits.length; w++) {
    let word = bits[w] as number;
    while (word !== 0) {
      const low = word & -word;
      games.push(w * 32 + 31 - Math.clz32(low));
      word ^= low;
    }
  }
  return games;
}

/**
 * Values per one-character and per two-character sequence, keyed by UTF-16 code units (numbers,
 * not strings: a build notes every character of 10,000 games' names, and string keys made most
 * of its time and garbage).
 */
class Postings<T> {
  private readonly singles = new Map<number, T>();
  private readonly pairs = new Map<number, Map<number, T>>();

  constructor(private readonly create: () => T) {}

  single(char: number): T {
    let value = this.singles.get(char);
    if (value === undefined) this.singles.set(char, (value = this.create()));
    return value;
  }

  pair(first: number, second: number): T {
    let seconds = this.pairs.get(first);
    if (!seconds) this.pairs.set(first, (seconds = new Map<number, T>()));
    let value = seconds.get(second);
    if (value === undefined) seconds.set(second, (value = this.create()));
    return value;
  }

  /** The value of a sequence of one or two characters, if any. */
  find(sequence: string): T | undefined {
    return sequence.length === 1
      ? this.singles.get(sequence.charCodeAt(0))
      : this.pairs.get(sequence.charCodeAt(0))?.get(sequence.charCodeAt(1));
  }

  map<U>(convert: (value: T) => U): Postings<U> {
    const result = new Postings<U>(() => convert(this.create()));
    for (const [char, value] of this.singles) result.singles.set(char, convert(value));
    for (const [first, seconds] of this.pairs) {
      result.pairs.set(first, new Map([...seconds].map(([second, value]) => [second, convert(value)])));
    }
    return result;
  }
}
