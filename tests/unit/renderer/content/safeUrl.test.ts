import { describe, expect, it } from 'vitest';
import { safeImageUrl } from '../../../../src/renderer/content/safeUrl';

describe('safeImageUrl', () => {
  it('keeps http(s) addresses and paths of this site', () => {
    expect(safeImageUrl('/img/banners/home-1.svg')).toBe('/img/banners/home-1.svg');
    expect(safeImageUrl(' https://cdn.example.com/a.png ')).toBe('https://cdn.example.com/a.png');
    expect(safeImageUrl('HTTP://cdn.example.com/a.png')).toBe('HTTP://cdn.example.com/a.png');
  });

  it('drops script, data and other-host addresses, and nothing at all', () => {
    for (const url of [
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      'data:image/svg+xml,<svg/>',
      '//evil.example/a.png',
      'vbscript:x',
      '',
    ])
      expect(safeImageUrl(url), url).toBeUndefined();
  });
});
