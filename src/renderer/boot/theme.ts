import type { Theme } from '../../shared/storage-keys';

/**
 * The browser's colour around the page (a phone's status bar, an installed app's title bar): the
 * header's colour in each theme (--header-bg in styles/theme.css starts with it). index.html
 * names the same colours by the system's scheme, and the manifest the light one.
 */
export const THEME_COLOR: Record<Theme, string> = { light: '#241566', dark: '#070c1a' };

/**
 * Puts the theme on <html data-theme>, which the CSS custom properties key off, and gives every
 * theme-color tag its colour: the player's choice wins over the system's scheme the tags name.
 */
export function applyTheme(root: HTMLElement, theme: Theme): void {
  root.dataset.theme = theme;
  root.style.colorScheme = theme;
  for (const meta of root.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]'))
    meta.content = THEME_COLOR[theme];
}
