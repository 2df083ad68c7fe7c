/**
 * Starts the download of the page's first banner (the home page's largest paint) as soon as
 * the content call answers, instead of when React has rendered the banner area.
 */
export function preloadImage(doc: Document, url: string | undefined): void {
  if (!url) return;
  const link = doc.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = url;
  link.setAttribute('fetchpriority', 'high');
  doc.head.appendChild(link);
}
