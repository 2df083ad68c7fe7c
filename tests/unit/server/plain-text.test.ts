// Plain text stays plain text (issue 17): tags are removed from titles as typed, nothing is
// decoded afterwards, so escaped markup never comes back to life.
import { describe, expect, it } from 'vitest';
import { plainText } from '../../../src/server/modules/content/sanitise';

/** Would a browser find an element in this text if it were pasted into HTML? */
const opensTag = (text: string) => /<[a-z!/?]/i.test(text);

describe('plainText', () => {
  it('removes tags and code, keeps the words and the characters as typed', () => {
    expect(plainText('Tom & <b>Jerry</b><script>alert(1)</script>')).toBe('Tom & Jerry');
    expect(plainText('  5 < 6 and 7 > 2  ')).toBe('5 < 6 and 7 > 2');
    expect(plainText('"Quotes" and \'apostrophes\'')).toBe('"Quotes" and \'apostrophes\'');
    expect(plainText('<style>p{}</style>Sale<!-- hidden -->!')).toBe('Sale!');
  });

  it('never decodes escaped markup into live markup', () => {
    expect(plainText('&lt;img src=x onerror=alert(1)&gt;')).toBe('&lt;img src=x onerror=alert(1)&gt;');
    expect(plainText('&#60;script&#62;alert(1)&#60;/script&#62;')).toBe('&#60;script&#62;alert(1)&#60;/script&#62;');
    expect(plainText('Tom &amp; Jerry')).toBe('Tom &amp; Jerry');
  });

  it('leaves nothing that opens a tag, however the markup is split or nested', () => {
    const hostile = [
      '<img src=x onerror=alert(1)',
      '<<img>img src=x onerror=alert(1)>',
      '<scr<script>x</script>ipt>alert(1)</script>',
      '<a<b>c',
      '<<<<b>b>b>b>',
      '<svg/onload=alert(1)>',
      '</title><script>alert(1)</script>',
      '<!doctype html><?xml?>x',
      '<IMG SRC=x ONERROR=alert(1)>',
    ];
    for (const input of hostile) expect(opensTag(plainText(input)), input).toBe(false);
  });

  it('takes linear time on crafted input', () => {
    const started = performance.now();
    for (const unit of ['<script', '<<b>', '<a', '<style>']) plainText(unit.repeat(20_000));
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});
