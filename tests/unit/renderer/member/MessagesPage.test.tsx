// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MemberInfo } from '../../../../src/shared/api/auth';
import type { Inbox, InboxMessage } from '../../../../src/shared/api/messages';
import type { Api } from '../../../../src/renderer/api';
import { ModalHost } from '../../../../src/renderer/components/ModalHost';
import { Header } from '../../../../src/renderer/layout/Header';
import { statusWithFlags } from '../fixtures/flags';
import { makeHarness } from '../fixtures/harness';
import { memberInfo } from '../fixtures/session';

beforeEach(() => {
  window.scrollTo = vi.fn();
});
afterEach(cleanup);

const inboxOf = (list: InboxMessage[]): Inbox => ({
  list,
  pageNo: 1,
  pageSize: 10,
  totalCount: list.length,
  totalPages: list.length > 0 ? 1 : 0,
});

/** A signed-in account with the header and modal host; the API fakes given. */
async function signedIn(info: MemberInfo, api: Partial<Api>) {
  const h = await makeHarness(statusWithFlags([]), { api: { getMemberInfo: () => Promise.resolve(info), ...api } });
  act(() => h.store.session.startSession({ token: 't', firstTimeLogin: false }));
  await act(() => h.store.session.loadLoginInfo());
  render(
    h.wrap(
      <MemoryRouter>
        <Header hiddenNav={false} />
        <ModalHost />
      </MemoryRouter>,
    ),
  );
  return h;
}

describe('the header message badge and the messageV2 page', () => {
  it('loads the count on arrival, lists messages, and reading one lowers the badge', async () => {
    let messages: InboxMessage[] = [
      { id: 2, title: 'Secure your account', content: '<p>Bind a <em>mobile</em></p>', createdAt: 2, read: false },
      {
        id: 1,
        title: 'Welcome',
        content: '<p>Hi</p><img src="x" onerror="window.pwned=1"><script>window.pwned=1</script>',
        createdAt: 1,
        read: false,
      },
    ];
    const readMessage = vi.fn((id: number) => {
      messages = messages.map((m) => (m.id === id ? { ...m, read: true } : m));
      return Promise.resolve({ id, unreadCount: messages.filter((m) => !m.read).length });
    });
    await signedIn(memberInfo(), {
      getUnreadCount: () => Promise.resolve(2),
      getInbox: () => Promise.resolve(inboxOf(messages)),
      readMessage,
    });
    const link = await screen.findByRole('button', { name: 'Messages, 2 unread' });
    expect(link.textContent).toBe('2');

    fireEvent.click(link);
    const dialog = await screen.findByRole('dialog', { name: 'Member center' });
    const menuItem = within(dialog).getByRole('button', { name: /Messages/ });
    expect(within(menuItem).getByText('2 unread')).toBeTruthy();
    const welcome = await within(dialog).findByRole('button', { name: /Welcome/ });
    expect(welcome.closest('li')?.className).toContain('inbox-item--unread');

    fireEvent.click(welcome);
    await waitFor(() => expect(readMessage).toHaveBeenCalledWith(1));
    expect(await within(dialog).findByText('Hi')).toBeTruthy();
    // Only through SafeHtml: no handler, no script.
    const body = dialog.querySelector('.inbox-item__content');
    expect(body?.innerHTML).not.toMatch(/onerror|script/);
    expect((window as { pwned?: number }).pwned).toBeUndefined();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Messages, 1 unread' })).toBeTruthy());
    expect(welcome.closest('li')?.className).not.toContain('inbox-item--unread');
  });

  it('deletes after the confirmation and shows the empty state', async () => {
    let messages: InboxMessage[] = [{ id: 5, title: 'Only one', content: '<p>x</p>', createdAt: 5, read: true }];
    const deleteMessage = vi.fn((id: number) => {
      messages = messages.filter((m) => m.id !== id);
      return Promise.resolve({ id, unreadCount: 0 });
    });
    const h = await signedIn(memberInfo(), {
      getUnreadCount: () => Promise.resolve(0),
      getInbox: () => Promise.resolve(inboxOf(messages)),
      deleteMessage,
    });
    expect(screen.getByRole('button', { name: 'Messages' }).textContent).toBe('');
    act(() => h.store.ui.openModal('memberCentre', { page: 'messageV2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Member center' });
    fireEvent.click(await within(dialog).findByRole('button', { name: /Only one/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(deleteMessage).not.toHaveBeenCalled();
    expect(await screen.findByText('Delete this message? It cannot be restored.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(deleteMessage).toHaveBeenCalledWith(5));
    expect(await within(dialog).findByText('You have no messages.')).toBeTruthy();
  });

  it('asks nothing for a trial account, which has no member centre', async () => {
    const getUnreadCount = vi.fn(() => Promise.resolve(4));
    await signedIn(memberInfo({ isTrial: true, type: 4 }), { getUnreadCount });
    await act(() => Promise.resolve());
    expect(getUnreadCount).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: /Messages/ })).toBeNull();
  });
});
