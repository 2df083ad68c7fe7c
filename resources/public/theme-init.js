/* global document, window */
// Runs before first paint: puts the stored theme ('theme' in localStorage, light by default)
// on <html data-theme> so a dark-theme visitor never sees a light flash. The app re-applies it.
(function () {
  var theme = 'light';
  try {
    if (localStorage.getItem('theme') === 'dark') theme = 'dark';
  } catch {
    // Storage can be blocked; the default theme applies.
  }
  document.documentElement.setAttribute('data-theme', theme);
  document.documentElement.style.colorScheme = theme;
  // The browser's bar takes the header's colour of the player's theme, not the system's scheme
  // (the same colours as THEME_COLOR in src/renderer/boot/theme.ts, which the app applies again).
  var metas = document.querySelectorAll('meta[name="theme-color"]');
  for (var i = 0; i < metas.length; i++) metas[i].setAttribute('content', theme === 'dark' ? '#070c1a' : '#241566');

  // Then starts the app once the page has painted: the build keeps the entry script in an inert
  // <template id="app-entry"> (src/renderer/build/paintFirst.ts), so the splash and home's
  // banner are on screen before the scripts compete with them. A hidden tab paints nothing
  // (and gets no animation frames), so it starts at once.
  function start() {
    var entry = document.getElementById('app-entry');
    if (entry && 'content' in entry) document.head.appendChild(document.importNode(entry.content, true));
  }
  function afterPaint() {
    if (document.visibilityState === 'hidden') start();
    else
      window.requestAnimationFrame(function () {
        window.setTimeout(start, 0);
      });
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', afterPaint);
  else afterPaint();
})();
