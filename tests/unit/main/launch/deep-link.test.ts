import { describe, expect, it } from 'vitest';
import { AGENT_CONSOLE_FLAG, wantsAgentConsole } from '../../../../src/main/launch/agent-console-flag';
import { deepLinkTarget, findDeepLink } from '../../../../src/main/launch/deep-link';

describe('deepLinkTarget', () => {
  it.each([
    ['playhub://register?referralCode=ABC', 'app://bundle/register?referralCode=ABC'],
    ['playhub://register/?referralCode=a_b-9', 'app://bundle/register?referralCode=a_b-9'],
    ['playhub://register', 'app://bundle/register'],
    ['PLAYHUB://Register?referralCode=ABC', 'app://bundle/register?referralCode=ABC'],
    ['playhub://help', 'app://bundle/help'],
    ['playhub://promotions', 'app://bundle/promotions'],
  ])('maps %s to %s', (link, target) => {
    expect(deepLinkTarget(link)).toBe(target);
  });

  it('passes only the parameters a route knows, and only when they match', () => {
    expect(deepLinkTarget('playhub://register?referralCode=ABC&token=stolen')).toBe(
      'app://bundle/register?referralCode=ABC',
    );
    expect(deepLinkTarget('playhub://register?referralCode=%3Cscript%3E')).toBe('app://bundle/register');
    expect(deepLinkTarget(`playhub://register?referralCode=${'A'.repeat(33)}`)).toBe('app://bundle/register');
    expect(deepLinkTarget('playhub://help?q=1')).toBe('app://bundle/help');
  });

  it.each([
    'playhub://wallet',
    'playhub://register/../wallet',
    'playhub://help/deep/path',
    'playhub://constructor',
    'playhub://__proto__',
    'playhub://user:pw@help',
    'playhub://help:8080',
    'https://register?referralCode=ABC',
    'app://bundle/register',
    'javascript:alert(1)',
    'not a link',
    '',
  ])('ignores %j', (link) => {
    expect(deepLinkTarget(link)).toBeNull();
  });
});

describe('findDeepLink', () => {
  it('finds the link Windows and Linux put on the command line', () => {
    expect(findDeepLink(['C:\\PlayHub\\PlayHub.exe', '--flag', 'playhub://help'])).toBe('playhub://help');
    expect(findDeepLink(['/opt/PlayHub/playhub'])).toBeNull();
  });
});

describe('wantsAgentConsole', () => {
  it('is true only for the exact flag', () => {
    expect(AGENT_CONSOLE_FLAG).toBe('--agent-console');
    expect(wantsAgentConsole(['playhub', '--agent-console'])).toBe(true);
    expect(wantsAgentConsole(['playhub', '--agent-console=1', 'agent-console'])).toBe(false);
  });
});
