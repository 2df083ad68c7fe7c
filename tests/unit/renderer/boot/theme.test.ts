// @vitest-environment jsdom
// The theme colour the browser paints around the page (a phone's status bar, an installed app's
// title bar) follows the player's theme, and its three copies (index.html, the manifest, the
// header's CSS) name the same colours as THEME_COLOR.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { THEME_COLOR, applyTheme } from '../../../../src/renderer/boot/theme';

const projectRoot = resolve(import.meta.dirname, '../../../..');
const read = (file: string) => readFileSync(resolve(projectRoot, file), 'utf8');

describe('applyTheme', () => {
  it("gives every theme-color tag the chosen theme's colour, whatever scheme the tag names", () => {
    const doc = new DOMParser().parseFromString(read('src/renderer/index.html'), 'text/html');
    const root = doc.documentElement;
    const metas = () => [...root.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')].map((m) => m.content);
    expect(metas()).toHaveLength(2);

    applyTheme(root, 'dark');
    expect(root.dataset.theme).toBe('dark');
    expect(metas()).toEqual([THEME_COLOR.dark, THEME_COLOR.dark]);

    applyTheme(root, 'light');
    expect(metas()).toEqual([THEME_COLOR.light, THEME_COLOR.light]);
  });

  it('index.html, the manifest and the header CSS name the same colours', () => {
    const doc = new DOMParser().parseFromString(read('src/renderer/index.html'), 'text/html');
    const bySchema = Object.fromEntries(
      [...doc.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')].map((m): [string, string] => [
        m.getAttribute('media') ?? '',
        m.content,
      ]),
    );
    expect(bySchema).toEqual({
      '(prefers-color-scheme: light)': THEME_COLOR.light,
      '(prefers-color-scheme: dark)': THEME_COLOR.dark,
    });
    const manifest = JSON.parse(read('resources/public/manifest.webmanifest')) as { theme_color: string };
    expect(manifest.theme_color).toBe(THEME_COLOR.light);
    const css = read('src/renderer/styles/theme.css');
    for (const theme of ['light', 'dark'] as const) {
      const block = new RegExp(
        `\\[data-theme='${theme}'\\] \\{[^}]*--header-bg: linear-gradient\\(90deg, (#[0-9a-f]{6})`,
      );
      expect(block.exec(css)?.[1], theme).toBe(THEME_COLOR[theme]);
    }
  });
});
