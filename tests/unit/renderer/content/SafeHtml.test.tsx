// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SafeHtml, sanitizeHtml } from '../../../../src/renderer/components/SafeHtml';

afterEach(cleanup);

/** Script payloads of the XSS sweep, as raw server HTML (before any server-side cleaning). */
const PAYLOADS = [
  '<script>window.__xss = 1</script>',
  '<img src="x" onerror="window.__xss = 1">',
  '<a href="javascript:window.__xss=1">click</a>',
  '<svg onload="window.__xss=1"><circle r="1"/></svg>',
  '<iframe src="javascript:window.__xss=1"></iframe>',
  '<p style="background:url(javascript:alert(1))" onclick="window.__xss=1">text</p>',
  '<a href="  JaVaScRiPt:alert(1)">x</a>',
  '<img src="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">',
  '<form action="https://evil.example"><input name="p"></form>',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
];

describe('the one HTML sanitiser', () => {
  it('removes scripts, event handlers, javascript: and data: URLs, frames, forms and svg', () => {
    for (const payload of PAYLOADS) {
      const clean = sanitizeHtml(payload).toLowerCase();
      expect(clean, payload).not.toMatch(
        /<script|onerror|onload|onclick|javascript:|<iframe|<svg|<form|<input|data:|style=/,
      );
    }
  });

  it('keeps formatting, tables, safe links (new tab, no opener) and images', () => {
    const clean = sanitizeHtml(
      '<h3>Title</h3><p><strong>Bold</strong> <em>it</em></p><ul><li>one</li></ul>' +
        '<table><tr><td>1</td></tr></table><a href="https://example.com/x">go</a>' +
        '<a href="/help#agent">in</a><img src="/img/content/a.png" alt="a">',
    );
    expect(clean).toContain('<h3>Title</h3>');
    expect(clean).toContain('<strong>Bold</strong>');
    expect(clean).toContain('<td>1</td>');
    expect(clean).toContain('href="https://example.com/x"');
    expect(clean).toContain('rel="noopener noreferrer"');
    expect(clean).toContain('target="_blank"');
    expect(clean).toContain('href="/help#agent"');
    expect(clean).toContain('src="/img/content/a.png"');
  });

  it('renders through <SafeHtml> without running anything', () => {
    const win = window as unknown as { __xss?: number };
    delete win.__xss;
    const { container } = render(<SafeHtml html={PAYLOADS.join('')} className="rich-text" />);
    expect(container.querySelector('.rich-text')).not.toBeNull();
    expect(container.querySelector('script, iframe, svg, [onerror], [onload], [onclick]')).toBeNull();
    for (const a of container.querySelectorAll('a')) expect(a.getAttribute('href') ?? '').not.toMatch(/javascript/i);
    expect(win.__xss).toBeUndefined();
  });
});
