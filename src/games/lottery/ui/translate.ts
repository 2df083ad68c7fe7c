import { createTranslator } from '../../slot/ui/translate';
import type { LotteryMessages } from './messages';

/** Dotted paths of the leaves of a translation tree: the keys `t` accepts. */
type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** A key of locales/<lng>/lottery.json (typed from the English file, the source language). */
export type LotteryKey = Leaves<LotteryMessages>;

/** The lottery UI's translate function, with i18next's {{name}} interpolation. */
export type LotteryTranslate = (key: LotteryKey, values?: Readonly<Record<string, string | number>>) => string;

type Tree = Parameters<typeof createTranslator>[0];

/**
 * A translator over one loaded lottery.json: the slot's lookup and interpolation (one way to do
 * it), typed with the lottery's keys. Missing keys come back as the key.
 */
export function createLotteryTranslator(tree: Record<string, unknown>): LotteryTranslate {
  return createTranslator(tree as Tree) as unknown as LotteryTranslate;
}
