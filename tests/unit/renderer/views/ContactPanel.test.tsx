// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { encryptCsPath } from '../../../../src/shared/crypto/des';
import { SideBar } from '../../../../src/renderer/layout/SideBar';
import { CustomerServiceButton } from '../../../../src/renderer/views/CustomerServiceButton';
import { makeHarness } from '../fixtures/harness';
import { makeStatus } from '../fixtures/status';

beforeEach(() => {
  // The modal's scroll lock restores the page position (jsdom has no scrolling).
  window.scrollTo = vi.fn();
});
afterEach(cleanup);

/** A brand whose customer service is the given plain URLs (encrypted as the server sends them). */
function statusWith(entries: { csType: string; url: string }[]) {
  const status = makeStatus();
  status.info.customerService = entries.map((entry, index) => ({
    csType: entry.csType,
    csPosition: String(index + 1),
    path: encryptCsPath(entry.url, `key${index}abcd`.slice(0, 8)),
  }));
  return status;
}

const CONTACTS = [
  { csType: 'viber', url: 'viber://chat?number=%2B639171234567' },
  { csType: 'email', url: 'mailto:support@playhub.example' },
  { csType: 'telegram', url: 'https://t.me/PlayHubSupport' },
];

describe('customer service', () => {
  it('without a chat window the side bar opens the contact channels, each a link its app opens', async () => {
    const h = await makeHarness(statusWith(CONTACTS));
    await h.store.siteConfig.whenCustomerServiceReady();
    render(h.wrap(<SideBar />));
    fireEvent.click(screen.getByTestId('side-bar-service'));
    const panel = await screen.findByRole('dialog', { name: 'Contact customer service' }, { timeout: 5000 });
    const links = within(panel).getAllByRole('link');
    // In the panel's order (e-mail first), named by channel and what the player recognises.
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['E-mailsupport@playhub.example', 'mailto:support@playhub.example'],
      ['Telegramt.me/PlayHubSupport', 'https://t.me/PlayHubSupport'],
      ['Viber+639171234567', 'viber://chat?number=%2B639171234567'],
    ]);
    expect(links[1]?.getAttribute('target')).toBe('_blank');
    expect(links[1]?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(h.platform.opened).toEqual([]);
    fireEvent.click(within(panel).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('a brand with live chat opens it, not the panel', async () => {
    const h = await makeHarness(statusWith([{ csType: '3', url: 'https://chat.example.com/' }, ...CONTACTS]));
    render(h.wrap(<CustomerServiceButton />));
    fireEvent.click(screen.getByRole('button', { name: 'Customer Service' }));
    await waitFor(() => expect(h.platform.opened).toEqual([{ url: 'https://chat.example.com/', channel: 'live' }]));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says so when the brand has configured no contact channel', async () => {
    const h = await makeHarness(statusWith([{ csType: 'VIP', url: 'https://vip.example.com/' }]));
    render(h.wrap(<CustomerServiceButton />));
    fireEvent.click(screen.getByRole('button', { name: 'Customer Service' }));
    const panel = await screen.findByRole('dialog', { name: 'Contact customer service' }, { timeout: 5000 });
    expect(panel.textContent).toContain('has not set up its contact channels yet');
  });
});
