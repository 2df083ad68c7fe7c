import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { CHUNK_LOAD_TIMEOUT_MS } from '../../shared/constants';

/** The element id a location hash names ('' for none); a malformed escape is taken literally. */
export function hashTarget(hash: string): string {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * On navigation: scroll to the hash anchor if present, else to the top. The anchor may belong
 * to a page whose chunk is still loading (a direct visit to /help#term), so a missing anchor is
 * watched for until it appears, the chunk timeout passes, or the visitor navigates on.
 */
export function ScrollManager() {
  const { pathname, hash, key } = useLocation();
  useLayoutEffect(() => {
    const id = hashTarget(hash);
    const anchor = id ? document.getElementById(id) : null;
    if (anchor) {
      anchor.scrollIntoView();
      return;
    }
    window.scrollTo(0, 0);
    if (!id) return;
    const observer = new MutationObserver(() => {
      const late = document.getElementById(id);
      if (!late) return;
      observer.disconnect();
      late.scrollIntoView();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const timer = setTimeout(() => observer.disconnect(), CHUNK_LOAD_TIMEOUT_MS);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [pathname, hash, key]);
  return null;
}
