// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { runInThisContext } from 'node:vm';
import type { IndexHtmlTransformHook } from 'vite';
import { describe, expect, it, vi } from 'vitest';
import { APP_ENTRY_TEMPLATE_ID, paintFirst } from '../../../../src/renderer/build/paintFirst';

const BUILT = `<!doctype html><html><head>
    <script src="/theme-init.js"></script>
    <script type="module" crossorigin src="/assets/main-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/shared-1.js">
    <link rel="stylesheet" crossorigin href="/assets/index-2.css">
  </head><body><div id="root"></div></body></html>`;

function transform(html: string): string {
  const hook = paintFirst().transformIndexHtml as { handler: IndexHtmlTransformHook };
  return hook.handler.call({} as never, html, {} as never) as string;
}

describe('paint-first build step', () => {
  it('moves the entry script and its preloads into the inert template, keeping the stylesheet and theme script', () => {
    const out = transform(BUILT);
    expect(out).toContain(
      `<template id="${APP_ENTRY_TEMPLATE_ID}"><script type="module" crossorigin src="/assets/main-abc.js"></script><link rel="modulepreload" crossorigin href="/assets/shared-1.js"></template>`,
    );
    const head = out.slice(0, out.indexOf('</head>'));
    expect(head).toContain('<script src="/theme-init.js"></script>');
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/index-2.css">');
    expect(head).not.toContain('main-abc.js');
    expect(head).not.toContain('modulepreload');
  });

  it('fails the build when there is no entry script to move', () => {
    expect(() => transform('<html><head></head><body></body></html>')).toThrow(/no entry script/);
  });

  it('theme-init.js applies the stored theme, then inserts the template after a frame (at once in a hidden tab)', () => {
    const script = readFileSync(resolve(import.meta.dirname, '../../../../resources/public/theme-init.js'), 'utf8');
    document.body.innerHTML = `<template id="${APP_ENTRY_TEMPLATE_ID}"><meta name="started" content="yes"></template>`;
    localStorage.setItem('theme', 'dark');
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    vi.useFakeTimers();
    try {
      runInThisContext(script);
      expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
      expect(document.head.querySelector('meta[name="started"]')).toBeNull();
      frames.forEach((callback) => callback(0));
      expect(document.head.querySelector('meta[name="started"]')).toBeNull();
      vi.runAllTimers();
      expect(document.head.querySelector('meta[name="started"]')).not.toBeNull();

      document.head.innerHTML = '';
      vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
      runInThisContext(script);
      expect(document.head.querySelector('meta[name="started"]')).not.toBeNull();
    } finally {
      vi.useRealTimers();
      vi.restoreAllMocks();
      localStorage.clear();
    }
  });
});
