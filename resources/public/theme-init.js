/* global document */
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
})();
