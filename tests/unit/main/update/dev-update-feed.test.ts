import { describe, expect, it } from 'vitest';
import { devUpdateFeed } from '../../../../src/main/update/dev-update-feed';

describe('devUpdateFeed', () => {
  it('reads a local or https feed from PLAYHUB_DEV_UPDATE_FEED', () => {
    expect(devUpdateFeed({ PLAYHUB_DEV_UPDATE_FEED: 'http://127.0.0.1:4500/updates/' }, () => undefined)).toBe(
      'http://127.0.0.1:4500/updates',
    );
    expect(devUpdateFeed({}, () => undefined)).toBeUndefined();
  });

  it('ignores a plain-http remote feed with a warning', () => {
    const warnings: string[] = [];
    expect(devUpdateFeed({ PLAYHUB_DEV_UPDATE_FEED: 'http://evil.example.com/' }, (m) => warnings.push(m))).toBe(
      undefined,
    );
    expect(warnings).toEqual(['Ignoring PLAYHUB_DEV_UPDATE_FEED: plain http is only allowed for localhost; use https']);
  });
});
