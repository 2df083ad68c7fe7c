import type { Plugin } from 'vite';

/** The id /theme-init.js looks for to start the app (resources/public/theme-init.js). */
export const APP_ENTRY_TEMPLATE_ID = 'app-entry';

const ENTRY_TAGS = /\s*<(script type="module"[^>]*><\/script|link rel="modulepreload"[^>]*)>/g;

/**
 * Puts the built entry script and its module preloads into an inert <template> that
 * /theme-init.js inserts right after the first paint. The splash (and, on home, the banner the
 * server draws into it) is then on screen before a single script byte competes with it for the
 * connection; the scripts start one frame later.
 */
export function paintFirst(): Plugin {
  return {
    name: 'playhub:paint-first',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const tags: string[] = [];
        const rest = html.replace(ENTRY_TAGS, (tag) => {
          tags.push(tag.trim());
          return '';
        });
        if (!tags.some((tag) => tag.startsWith('<script')))
          throw new Error('paint-first: no entry script in index.html');
        const template = `<template id="${APP_ENTRY_TEMPLATE_ID}">${tags.join('')}</template>`;
        return rest.replace('</body>', `  ${template}\n  </body>`);
      },
    },
  };
}
