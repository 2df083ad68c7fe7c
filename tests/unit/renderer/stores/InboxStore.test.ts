import { describe, expect, it } from 'vitest';
import type { Inbox, InboxMessage } from '../../../../src/shared/api/messages';
import { ApiError } from '../../../../src/renderer/api';
import { INBOX_PAGE_SIZE, InboxStore, type InboxApi } from '../../../../src/renderer/stores/InboxStore';
import type { BadgeKey } from '../../../../src/renderer/stores/ProfileStore';

const message = (id: number, read = false): InboxMessage => ({
  id,
  title: `Message ${id}`,
  content: `<p>Body ${id}</p>`,
  createdAt: 1_700_000_000_000 + id,
  read,
});

/** A fake inbox server: messages newest first, per-page answers, read and delete with counts. */
function fakeServer(messages: InboxMessage[]) {
  let list = [...messages];
  const calls: string[] = [];
  const unread = () => list.filter((m) => !m.read).length;
  const api: InboxApi = {
    getInbox: ({ pageNo, pageSize, language }) => {
      calls.push(`inbox ${pageNo} ${pageSize} ${language}`);
      const inbox: Inbox = {
        list: list.slice((pageNo - 1) * pageSize, pageNo * pageSize),
        pageNo,
        pageSize,
        totalCount: list.length,
        totalPages: Math.ceil(list.length / pageSize),
      };
      return Promise.resolve(inbox);
    },
    readMessage: (id) => {
      calls.push(`read ${id}`);
      list = list.map((m) => (m.id === id ? { ...m, read: true } : m));
      return Promise.resolve({ id, unreadCount: unread() });
    },
    deleteMessage: (id) => {
      calls.push(`delete ${id}`);
      list = list.filter((m) => m.id !== id);
      return Promise.resolve({ id, unreadCount: unread() });
    },
  };
  return { api, calls };
}

/** A profile that records the badge counts it is given. */
function fakeProfile() {
  const counts: number[] = [];
  return {
    counts,
    profile: {
      setUnread: (key: BadgeKey, count: number) => {
        if (key === 'messageV2') counts.push(count);
      },
    },
  };
}

describe('the inbox store', () => {
  it('loads a page in the reader’s language', async () => {
    const { api, calls } = fakeServer([message(3), message(2, true), message(1)]);
    const store = new InboxStore(api, fakeProfile().profile, () => 'cn');
    await store.load();
    expect(calls).toEqual([`inbox 1 ${INBOX_PAGE_SIZE} CN`]);
    expect(store.inbox?.list.map((m) => m.id)).toEqual([3, 2, 1]);
    expect(store.loading).toBe(false);
    expect(store.errorKey).toBeNull();
  });

  it('opening an unread message marks it read once and passes the new count to the badge', async () => {
    const { api, calls } = fakeServer([message(2), message(1)]);
    const { profile, counts } = fakeProfile();
    const store = new InboxStore(api, profile, () => 'en');
    await store.load();
    await store.toggle(2);
    expect(store.openId).toBe(2);
    expect(store.inbox?.list.find((m) => m.id === 2)?.read).toBe(true);
    expect(counts).toEqual([1]);
    // Closing and opening again does not ask the server again.
    await store.toggle(2);
    expect(store.openId).toBeNull();
    await store.toggle(2);
    expect(calls.filter((c) => c.startsWith('read'))).toEqual(['read 2']);
    // Opening another closes the first.
    await store.toggle(1);
    expect(store.openId).toBe(1);
    expect(counts).toEqual([1, 0]);
  });

  it('deletes, updates the badge and reloads; an emptied last page falls back to the one before', async () => {
    const messages = Array.from({ length: INBOX_PAGE_SIZE + 1 }, (_, i) => message(INBOX_PAGE_SIZE + 1 - i));
    const { api, calls } = fakeServer(messages);
    const { profile, counts } = fakeProfile();
    const store = new InboxStore(api, profile, () => 'en');
    await store.load(2);
    expect(store.inbox?.list.map((m) => m.id)).toEqual([1]);
    await store.toggle(1);
    await store.remove(1);
    expect(calls.slice(-3)).toEqual(['delete 1', 'inbox 2 10 EN', 'inbox 1 10 EN']);
    expect(store.page).toBe(1);
    expect(store.openId).toBeNull();
    expect(store.inbox?.list).toHaveLength(INBOX_PAGE_SIZE);
    expect(counts.at(-1)).toBe(INBOX_PAGE_SIZE);
  });

  it('keeps the failure as a translation key and changes nothing else', async () => {
    const refused = new ApiError({
      kind: 'business',
      code: 'not_found',
      httpStatus: 404,
      message: 'There is no message 2 in your inbox',
      hasKey: () => true,
    });
    const { api } = fakeServer([message(2)]);
    const { profile, counts } = fakeProfile();
    const store = new InboxStore({ ...api, readMessage: () => Promise.reject(refused) }, profile, () => 'en');
    await store.load();
    await store.toggle(2);
    expect(store.errorKey).toBe('errors.not_found');
    expect(store.inbox?.list[0]?.read).toBe(false);
    expect(counts).toEqual([]);
    const broken = new InboxStore({ ...api, getInbox: () => Promise.reject(new Error('x')) }, profile, () => 'en');
    await broken.load();
    expect(broken.errorKey).toBe('errors.unknown');
    expect(broken.loading).toBe(false);
  });
});
