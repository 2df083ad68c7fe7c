import type { FastifyReply, FastifyRequest } from 'fastify';

/** The remember-me cookie (web clients) and the cookie binding a captcha image to the browser. */
export const REMEMBER_COOKIE = 'playhub_remember';
export const CAPTCHA_COOKIE = 'captchaId';

/** A cookie's value from the Cookie header, '' when absent. */
export function readCookie(request: FastifyRequest, name: string): string {
  const header = request.headers.cookie ?? '';
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq !== -1 && part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return '';
}

const LOOPBACK = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\])$/i;

/**
 * Sets an HttpOnly, SameSite=Strict cookie. It is Secure except for plain http to a loopback
 * host, where browsers would drop a Secure cookie and development would lose remember-me.
 */
export function setCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  cookie: { name: string; value: string; path: string; maxAgeSeconds: number },
): void {
  const secure = !(request.protocol === 'http' && LOOPBACK.test(request.hostname.replace(/:\d+$/, '')));
  const parts = [
    `${cookie.name}=${encodeURIComponent(cookie.value)}`,
    `Path=${cookie.path}`,
    `Max-Age=${Math.max(0, Math.floor(cookie.maxAgeSeconds))}`,
    'HttpOnly',
    'SameSite=Strict',
  ];
  if (secure) parts.push('Secure');
  const previous = reply.getHeader('set-cookie');
  const list = Array.isArray(previous) ? previous : previous === undefined ? [] : [String(previous)];
  reply.header('set-cookie', [...list, parts.join('; ')]);
}
