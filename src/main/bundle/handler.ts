import { readFile, stat } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import { mimeTypeFor } from './mime';
import { isBundleUrl } from './scheme';

/** What the app:// handler serves. */
export interface BundleHandlerOptions {
  /** Directory holding the built renderer (index.html and assets/). */
  root: string;
  /** Sent as Content-Security-Policy on every response, errors included. */
  contentSecurityPolicy: string;
}

/** Handles one app:// request, as protocol.handle expects. */
export type BundleHandler = (request: Request) => Promise<Response>;

/**
 * Serves the bundled renderer from `root`. Known files are served with their MIME type; an
 * unknown path that does not look like a file (a client-side route such as /promo/12) gets
 * index.html so deep links work; a missing asset is a 404 rather than HTML, so a stale chunk
 * fails loudly. Any path that would resolve outside `root` is refused.
 */
export function createBundleHandler(options: BundleHandlerOptions): BundleHandler {
  const root = resolve(options.root);
  const respond = (
    status: number,
    body: Uint8Array<ArrayBuffer> | null,
    contentType: string,
    method: string,
  ): Response =>
    new Response(method === 'HEAD' ? null : body, {
      status,
      headers: {
        'Content-Type': contentType,
        'Content-Security-Policy': options.contentSecurityPolicy,
        'X-Content-Type-Options': 'nosniff',
      },
    });
  const fail = (status: number, message: string, method: string): Response =>
    respond(status, new TextEncoder().encode(message), 'text/plain; charset=utf-8', method);

  return async (request) => {
    const { method } = request;
    if (method !== 'GET' && method !== 'HEAD') return fail(405, 'Method Not Allowed', method);
    if (!isBundleUrl(request.url)) return fail(404, 'Not Found', method);
    const url = new URL(request.url);

    const target = resolveInside(root, url.pathname);
    if (target === undefined) return fail(400, 'Bad Request', method);
    if (target === null) return fail(403, 'Forbidden', method);

    const file = await readRegularFile(target);
    if (file) return respond(200, file, mimeTypeFor(target), method);
    if (looksLikeFile(url.pathname)) return fail(404, 'Not Found', method);

    const index = await readRegularFile(join(root, 'index.html'));
    return index ? respond(200, index, mimeTypeFor('index.html'), method) : fail(404, 'Not Found', method);
  };
}

/**
 * Maps a URL path to a file path inside `root`: null when it would escape (../, encoded
 * slashes, NUL), undefined when the path is not valid percent-encoding.
 */
function resolveInside(root: string, pathname: string): string | null | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return null;
  const target = join(root, decoded);
  return target === root || target.startsWith(root + sep) ? target : null;
}

/** Asset requests (anything under /assets/ or with an extension) never fall back to HTML. */
function looksLikeFile(pathname: string): boolean {
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  return pathname.startsWith('/assets/') || last.includes('.');
}

async function readRegularFile(path: string): Promise<Uint8Array<ArrayBuffer> | null> {
  try {
    if (!(await stat(path)).isFile()) return null;
    return new Uint8Array(await readFile(path));
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}
