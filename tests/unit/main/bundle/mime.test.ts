import { describe, expect, it } from 'vitest';
import { mimeTypeFor } from '../../../../src/main/bundle/mime';

describe('mimeTypeFor', () => {
  it.each([
    ['index.html', 'text/html; charset=utf-8'],
    ['a/b/main-X1.JS', 'text/javascript; charset=utf-8'],
    ['worker.mjs', 'text/javascript; charset=utf-8'],
    ['font.woff2', 'font/woff2'],
    ['banner.webp', 'image/webp'],
    ['site.webmanifest', 'application/manifest+json; charset=utf-8'],
    ['engine.wasm', 'application/wasm'],
  ])('types %s as %s', (path, type) => {
    expect(mimeTypeFor(path)).toBe(type);
  });

  it('serves unknown and extension-less files as opaque bytes, never as script or HTML', () => {
    expect(mimeTypeFor('LICENSE')).toBe('application/octet-stream');
    expect(mimeTypeFor('data.bin')).toBe('application/octet-stream');
  });
});
