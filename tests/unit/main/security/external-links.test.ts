import { describe, expect, it } from 'vitest';
import { isAllowedExternalUrl } from '../../../../src/main/security/external-links';

const HOSTS = ['help.example.com', '*.cdn.example.net'];

describe('isAllowedExternalUrl', () => {
  it.each([
    'https://help.example.com/faq?q=1',
    'https://HELP.example.com/',
    'https://a.cdn.example.net/x',
    'https://a.b.cdn.example.net/',
  ])('allows %s', (url) => {
    expect(isAllowedExternalUrl(url, HOSTS)).toBe(true);
  });

  it.each([
    ['a host not on the list', 'https://evil.example.com/'],
    ['a look-alike suffix', 'https://help.example.com.evil.io/'],
    ['the bare domain of a wildcard entry', 'https://cdn.example.net/'],
    ['plain http by default', 'http://help.example.com/'],
    ['credentials in the URL', 'https://user:pw@help.example.com/'],
    ['a file URL', 'file:///C:/Windows/System32/calc.exe'],
    ['a custom protocol handler', 'ms-settings:privacy'],
    ['javascript', 'javascript:alert(1)'],
    ['garbage', 'not a url'],
  ])('refuses %s', (_case, url) => {
    expect(isAllowedExternalUrl(url, HOSTS)).toBe(false);
  });

  it('accepts plain http only when the caller allows it', () => {
    expect(isAllowedExternalUrl('http://help.example.com/', HOSTS, ['https:', 'http:'])).toBe(true);
  });

  it('refuses everything with an empty allow-list', () => {
    expect(isAllowedExternalUrl('https://help.example.com/', [])).toBe(false);
  });
});
