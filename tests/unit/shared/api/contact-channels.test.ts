import { describe, expect, it } from 'vitest';
import { contactEntryProblem, contactLabel } from '../../../../src/shared/api/contact-channels';

describe('contact channels', () => {
  it('accepts each channel with a URL that opens its app', () => {
    for (const entry of [
      { csType: 'email', url: 'mailto:support@playhub.example' },
      { csType: 'phone', url: 'tel:+63281234567' },
      { csType: 'telegram', url: 'https://t.me/PlayHubSupport' },
      { csType: 'whatsapp', url: 'https://wa.me/639171234567' },
      { csType: 'viber', url: 'viber://chat?number=%2B639171234567' },
      { csType: '3', url: 'https://chat.example.com/room' },
    ])
      expect(contactEntryProblem(entry), entry.url).toBeNull();
  });

  it('refuses unknown types, wrong schemes, relative and scriptable URLs', () => {
    expect(contactEntryProblem({ csType: 'fax', url: 'tel:+1' })).toMatch(/Unknown csType/);
    expect(contactEntryProblem({ csType: 'email', url: 'https://example.com' })).toMatch(/mailto:/);
    expect(contactEntryProblem({ csType: 'telegram', url: '/helpmc#contact' })).toMatch(/not an absolute URL/);
    expect(contactEntryProblem({ csType: 'whatsapp', url: 'javascript:alert(1)' })).toMatch(/https:/);
    expect(contactEntryProblem({ csType: '3', url: 'https:///nohost' })).toMatch(/no host/);
  });

  it('labels a channel with what the player recognises', () => {
    expect(contactLabel('mailto:support@playhub.example')).toBe('support@playhub.example');
    expect(contactLabel('tel:+63281234567')).toBe('+63281234567');
    expect(contactLabel('https://t.me/PlayHubSupport')).toBe('t.me/PlayHubSupport');
    expect(contactLabel('viber://chat?number=%2B639171234567')).toBe('+639171234567');
  });
});
