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
    ['plain http to a remote host', 'http://help.example.com/'],
    ['credentials in the URL', 'https://user:pw@help.example.com/'],
    ['a file URL', 'file:///C:/Windows/System32/calc.exe'],
    ['a custom protocol handler', 'ms-settings:privacy'],
    ['javascript', 'javascript:alert(1)'],
    ['garbage', 'not a url'],
  ])('refuses %s', (_case, url) => {
    expect(isAllowedExternalUrl(url, HOSTS)).toBe(false);
  });

  it('accepts plain http only to an allow-listed loopback host, like every remote page', () => {
    expect(isAllowedExternalUrl('http://localhost:8080/down', ['localhost'])).toBe(true);
    expect(isAllowedExternalUrl('http://127.0.0.1:8080/down', ['127.0.0.1'])).toBe(true);
    expect(isAllowedExternalUrl('http://localhost:8080/down', HOSTS)).toBe(false);
  });

  it('refuses everything with an empty allow-list', () => {
    expect(isAllowedExternalUrl('https://help.example.com/', [])).toBe(false);
  });
});
