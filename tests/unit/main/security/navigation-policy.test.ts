import { describe, expect, it } from 'vitest';
import {
  BUNDLE_POLICY,
  createNavigationPolicies,
  launchPolicy,
  originPolicy,
} from '../../../../src/main/security/navigation-policy';
import { FakeWebContents } from '../fake-electron';

describe('navigation policies', () => {
  it('keep every page inside app://bundle by default', () => {
    const policies = createNavigationPolicies();
    const page = new FakeWebContents();
    expect(policies.policyFor(page)).toBe(BUNDLE_POLICY);
    expect(BUNDLE_POLICY.mayNavigate('app://bundle/vip')).toBe(true);
    expect(BUNDLE_POLICY.mayNavigate('https://example.com/')).toBe(false);
  });

  it('apply a registered policy to its page only', () => {
    const policies = createNavigationPolicies();
    const chat = new FakeWebContents();
    const other = new FakeWebContents();
    const policy = originPolicy('https://chat.example.com/a', 'external');
    policies.set(chat, policy);
    expect(policies.policyFor(chat)).toBe(policy);
    expect(policies.policyFor(other)).toBe(BUNDLE_POLICY);
  });

  it('replace the policy when a page is sent to a new origin', () => {
    const policies = createNavigationPolicies();
    const chat = new FakeWebContents();
    policies.set(chat, originPolicy('https://one.example.com/', 'external'));
    policies.set(chat, originPolicy('https://two.example.com/', 'external'));
    expect(policies.policyFor(chat).mayNavigate('https://two.example.com/x')).toBe(true);
    expect(policies.policyFor(chat).mayNavigate('https://one.example.com/x')).toBe(false);
    expect(chat.listenerCount('destroyed')).toBe(1);
  });

  it('forget a page once it is destroyed', () => {
    const policies = createNavigationPolicies();
    const game = new FakeWebContents();
    policies.set(game, originPolicy('https://game.example.com/', 'deny'));
    game.close();
    expect(policies.policyFor(game)).toBe(BUNDLE_POLICY);
  });
});

describe('originPolicy', () => {
  const policy = originPolicy('https://games.example.com:8443/slot?token=1', 'deny');

  it.each(['https://games.example.com:8443/', 'https://GAMES.example.com:8443/lobby#x'])('allows %s', (url) => {
    expect(policy.mayNavigate(url)).toBe(true);
  });

  it.each([
    ['another port', 'https://games.example.com/'],
    ['a downgrade to http', 'http://games.example.com:8443/'],
    ['a subdomain', 'https://cdn.games.example.com:8443/'],
    ['a look-alike host', 'https://games.example.com.evil.io:8443/'],
    ['the app bundle', 'app://bundle/'],
    ['javascript', 'javascript:alert(1)'],
    ['garbage', 'not a url'],
  ])('refuses %s', (_case, url) => {
    expect(policy.mayNavigate(url)).toBe(false);
  });

  it('keeps the new-window decision it was given', () => {
    expect(policy.newWindows).toBe('deny');
    expect(originPolicy('https://chat.example.com/', 'external').newWindows).toBe('external');
  });
});

describe('launchPolicy', () => {
  it('lets the launch redirect to another https origin, then confines the page to where it landed', () => {
    const policy = launchPolicy('https://launch.vendor.example/start?token=1', 'external');
    expect(policy.mayNavigate('https://cdn.vendor.example/slot')).toBe(false);
    expect(policy.mayRedirect?.('http://cdn.vendor.example/slot')).toBe(false);
    expect(policy.mayRedirect?.('javascript:alert(1)')).toBe(false);
    expect(policy.mayRedirect?.('https://cdn.vendor.example/slot')).toBe(true);
    policy.landed('https://cdn.vendor.example/slot');
    expect(policy.mayNavigate('https://cdn.vendor.example/slot/bonus')).toBe(true);
    expect(policy.mayNavigate('https://launch.vendor.example/start')).toBe(false);
    expect(policy.mayRedirect?.('https://evil.example/')).toBe(false);
  });

  it('keeps a launch that never redirected on its own origin once it landed', () => {
    const policy = launchPolicy('http://localhost:8080/house/slot/?token=1', 'deny');
    policy.landed('http://localhost:8080/house/slot/?token=1');
    policy.landed('https://elsewhere.example/');
    expect(policy.mayNavigate('http://localhost:8080/house/verify/')).toBe(true);
    expect(policy.mayRedirect?.('https://elsewhere.example/')).toBe(false);
    expect(policy.newWindows).toBe('deny');
  });
});
