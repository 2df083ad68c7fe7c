import type { SlotMessages } from './messages';

/** Dotted paths of the leaves of a translation tree: the keys `t` accepts. */
type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** A key of locales/<lng>/slot.json (typed from the English file, the source language). */
export type SlotKey = Leaves<SlotMessages>;

/** Values interpolated into a message's {{placeholders}}. */
export type SlotTextValues = Readonly<Record<string, string | number>>;

/**
 * The translate function the game UI takes as a prop. The renderer passes i18next's `t` for the
 * `slot` namespace (wrapped: `(key, values) => t(key, values)`); tests and the preview pass
 * {@link createTranslator}. The games folder never imports the renderer's i18n.
 */
export type Translate = (key: SlotKey, values?: SlotTextValues) => string;

type Tree = { readonly [key: string]: string | Tree };

/**
 * A translator over one loaded slot.json, with i18next's {{name}} interpolation: for tests and
 * the component preview, where no i18next instance runs. Missing keys come back as the key.
 */
export function createTranslator(tree: Tree): Translate {
  return (key, values) => {
    let node: string | Tree | undefined = tree;
    for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
    if (typeof node !== 'string') return key;
    return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
      values && name in values ? String(values[name]) : whole,
    );
  };
}
