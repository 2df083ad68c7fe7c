/** http(s) addresses and paths on this site; never javascript:, data:, vbscript: or //host. */
const SAFE_IMAGE_URL = /^(?:https?:\/\/|\/(?!\/))/i;

/**
 * The address when it is safe as an image source, else undefined (the image is left out). Image
 * addresses come from the content API like the HTML does, and are trusted no more than it is.
 */
export function safeImageUrl(url: string): string | undefined {
  const trimmed = url.trim();
  return SAFE_IMAGE_URL.test(trimmed) ? trimmed : undefined;
}
