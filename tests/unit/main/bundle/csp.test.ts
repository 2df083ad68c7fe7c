import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../../../src/main/bundle/csp';

/** Parses a policy into directive -> sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe('contentSecurityPolicy', () => {
  const policy = directives(contentSecurityPolicy('https://api.example.com'));

  it('lets scripts come only from the bundle (no inline, no eval)', () => {
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual(["'self'"]);
  });

  it('lets the page call only the bundle and the configured API origin (and its realtime hub)', () => {
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://api.example.com', 'wss://api.example.com']);
  });

  it('allows images from the bundle, data URLs, https CDNs and the API', () => {
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'https:', 'https://api.example.com']);
  });

  it('allows inline styles but only https frames, no plugins and no base rewriting', () => {
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy.get('frame-src')).toEqual(['https:']);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
  });

  it('names a local http API origin explicitly, since https: does not cover it', () => {
    expect(directives(contentSecurityPolicy('http://localhost:8080')).get('connect-src')).toContain(
      'http://localhost:8080',
    );
  });
});
