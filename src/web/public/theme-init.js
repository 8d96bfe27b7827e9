// Runs before first paint (loaded synchronously from <head>) so a dark-theme user never sees a
// light flash. Mirrors src/web/lib/theme.ts: localStorage key `theme` ('light' | 'dark'); without a
// saved choice the system preference decides. External file because the CSP forbids inline scripts.
(function () {
  try {
    var saved = window.localStorage.getItem('theme');
    var dark =
      saved === 'dark' ||
      (saved !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches);
    document.documentElement.classList.toggle('dark', dark);
  } catch {
    /* storage blocked: stay light */
  }
})();
