/**
 * The one-time code a social login's redirect brings back in the fragment (#socialCode=, or
 * #socialError= when it failed; fragments never reach a server or a Referer), removed from the
 * address bar either way.
 */
export function takeSocialCode(win: Pick<Window, 'location' | 'history'>): string | null {
  const fragment = new URLSearchParams(win.location.hash.slice(1));
  if (!fragment.has('socialCode') && !fragment.has('socialError')) return null;
  win.history.replaceState(win.history.state, '', win.location.pathname + win.location.search);
  return fragment.get('socialCode') || null;
}
