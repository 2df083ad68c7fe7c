import { existsSync, statSync } from 'node:fs';
import { isAbsolute, join, normalize, sep } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pathOf } from '../lib/paths';

/** Where the operator console lives; players' pages never link here. */
export const CONSOLE_PATH = '/console';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';

const MISSING_CONSOLE_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Console build missing</title></head>
<body><h1>The operator console has not been built</h1>
<p>Run <code>npm run build</code> (or <code>npm run build:console</code>), then reload.</p>
</body></html>
`;

/**
 * Serves the operator console (a separate build, out/console) under /console: its files as they
 * are, and index.html for every other path below it (the console's own page navigations). The
 * page carries the same strict CSP as every HTML answer (plugins/security-headers.ts): the
 * console has no inline scripts.
 */
export function registerConsole(app: FastifyInstance, consoleRoot: string): void {
  const serve = (request: FastifyRequest, reply: FastifyReply): FastifyReply => {
    const path = pathOf(request.url);
    let rest: string;
    try {
      rest = path === CONSOLE_PATH ? '' : decodeURIComponent(path.slice(CONSOLE_PATH.length + 1));
    } catch {
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    }
    if (rest !== '') {
      const file = normalize(rest);
      if (file.startsWith('..') || isAbsolute(file) || file.includes(`${sep}..`))
        return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
      const full = join(consoleRoot, file);
      if (existsSync(full) && statSync(full).isFile()) {
        const isAsset = file.startsWith(`assets${sep}`);
        reply.header('cache-control', isAsset ? IMMUTABLE : file.endsWith('.html') ? NO_CACHE : 'public, max-age=3600');
        return reply.sendFile(file, consoleRoot, { cacheControl: false });
      }
      // A missing file is a 404, never the console page.
      if (file.startsWith(`assets${sep}`) || /\.[A-Za-z0-9]+$/.test(file))
        return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    }
    if (!existsSync(join(consoleRoot, 'index.html')))
      return reply
        .code(503)
        .header('cache-control', NO_CACHE)
        .type('text/html; charset=utf-8')
        .send(MISSING_CONSOLE_PAGE);
    return reply.header('cache-control', NO_CACHE).sendFile('index.html', consoleRoot, { cacheControl: false });
  };
  app.get(CONSOLE_PATH, serve);
  app.get(`${CONSOLE_PATH}/*`, serve);
}
