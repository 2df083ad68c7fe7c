import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_API_BASE_URL, loadDesktopConfig, parseApiBaseUrl } from '../../../src/main/config';

let userData: string;
const writeConfig = (content: unknown) =>
  writeFile(join(userData, 'config.json'), typeof content === 'string' ? content : JSON.stringify(content));

beforeEach(async () => {
  userData = await mkdtemp(join(tmpdir(), 'user-data-'));
});
afterEach(() => rm(userData, { recursive: true, force: true }));

describe('loadDesktopConfig', () => {
  it('defaults to a local server, no merchant, and only the API host for external links', async () => {
    const { config, warnings } = await loadDesktopConfig({}, userData);
    expect(config).toEqual({
      apiBaseUrl: DEFAULT_API_BASE_URL,
      apiOrigin: 'http://localhost:8080',
      merchant: '',
      externalHosts: ['localhost'],
    });
    expect(warnings).toEqual([]);
  });

  it('reads config.json from the userData directory', async () => {
    await writeConfig({ apiBaseUrl: 'https://api.example.com/', merchant: 'brand_1', externalHosts: ['*.Help.com'] });
    const { config } = await loadDesktopConfig({}, userData);
    expect(config).toEqual({
      apiBaseUrl: 'https://api.example.com',
      apiOrigin: 'https://api.example.com',
      merchant: 'brand_1',
      externalHosts: ['*.help.com'],
    });
  });

  it('lets PLAYHUB_API_URL and PLAYHUB_MERCHANT override the file', async () => {
    await writeConfig({ apiBaseUrl: 'https://file.example.com', merchant: 'file' });
    const { config } = await loadDesktopConfig(
      { PLAYHUB_API_URL: 'https://env.example.com:8443/platform', PLAYHUB_MERCHANT: 'env' },
      userData,
    );
    expect(config.apiBaseUrl).toBe('https://env.example.com:8443/platform');
    expect(config.apiOrigin).toBe('https://env.example.com:8443');
    expect(config.merchant).toBe('env');
    expect(config.externalHosts).toEqual(['env.example.com']);
  });

  it('skips an invalid environment value with a warning and falls back to the file', async () => {
    await writeConfig({ apiBaseUrl: 'https://file.example.com' });
    const { config, warnings } = await loadDesktopConfig({ PLAYHUB_API_URL: 'ftp://example.com' }, userData);
    expect(config.apiBaseUrl).toBe('https://file.example.com');
    expect(warnings).toEqual(['Ignoring PLAYHUB_API_URL: must use http or https']);
  });

  it('skips invalid file values one by one, keeping the valid ones', async () => {
    await writeConfig({ apiBaseUrl: 'javascript:alert(1)', merchant: 'ok', externalHosts: ['good.com', 'bad host'] });
    const { config, warnings } = await loadDesktopConfig({}, userData);
    expect(config.apiBaseUrl).toBe(DEFAULT_API_BASE_URL);
    expect(config.merchant).toBe('ok');
    expect(config.externalHosts).toEqual(['localhost']);
    expect(warnings).toHaveLength(2);
  });

  it('ignores a config.json that is not a JSON object, with a warning', async () => {
    await writeConfig('{ not json');
    const broken = await loadDesktopConfig({}, userData);
    expect(broken.config.apiBaseUrl).toBe(DEFAULT_API_BASE_URL);
    expect(broken.warnings[0]).toMatch(/^Ignoring .*config\.json: /);

    await writeConfig([1, 2]);
    expect((await loadDesktopConfig({}, userData)).warnings[0]).toMatch(/expected a JSON object/);
  });

  it('rejects a merchant code that could smuggle anything into a header', async () => {
    const { config, warnings } = await loadDesktopConfig({ PLAYHUB_MERCHANT: 'a\r\nX-Evil: 1' }, userData);
    expect(config.merchant).toBe('');
    expect(warnings).toHaveLength(1);
  });
});

describe('parseApiBaseUrl', () => {
  it.each([
    ['https://api.example.com', 'https://api.example.com'],
    ['https://api.example.com/wps/', 'https://api.example.com/wps'],
    ['http://localhost:8080', 'http://localhost:8080'],
    ['http://127.0.0.1:4300/', 'http://127.0.0.1:4300'],
    ['http://[::1]:8080', 'http://[::1]:8080'],
  ])('accepts %s as %s', (input, expected) => {
    expect(parseApiBaseUrl(input)).toBe(expected);
  });

  it.each([
    ['relative', '/api', /not an absolute URL/],
    ['non-http scheme', 'file:///etc/passwd', /http or https/],
    ['javascript', 'javascript:alert(1)', /http or https/],
    ['plain http to a remote host (mixed content from app://)', 'http://api.example.com', /only allowed for localhost/],
    ['credentials', 'https://user:pw@api.example.com', /credentials/],
    ['query', 'https://api.example.com/?x=1', /query or fragment/],
    ['non-string', 42, /must be a string/],
  ])('rejects %s', (_case, input, message) => {
    expect(() => parseApiBaseUrl(input)).toThrow(message);
  });
});
