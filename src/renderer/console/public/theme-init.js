/* global document */
// Runs before first paint: puts the console's stored theme on <html data-theme>, so an operator
// who chose dark never sees a light flash. The console app keeps it in sync afterwards.
(function () {
  var theme = 'light';
  try {
    if (localStorage.getItem('playhub.console.theme') === 'dark') theme = 'dark';
  } catch {
    // Storage can be blocked; the default theme applies.
  }
  document.documentElement.setAttribute('data-theme', theme);
  document.documentElement.style.colorScheme = theme;
})();
