import type { Theme } from '../../shared/storage-keys';

/** Puts the theme on <html data-theme>, which the CSS custom properties key off. */
export function applyTheme(root: HTMLElement, theme: Theme): void {
  root.dataset.theme = theme;
  root.style.colorScheme = theme;
}
