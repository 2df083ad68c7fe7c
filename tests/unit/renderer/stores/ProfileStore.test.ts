import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { statusWithFlags } from '../fixtures/flags';
import { makeHarness } from '../fixtures/harness';
import { memberInfo } from '../fixtures/session';

describe('the profile store’s message badge', () => {
  it('loads the unread count for a member, drops a late answer and forgets the count at sign-out', async () => {
    let answer: (n: number) => void = () => undefined;
    const h = await makeHarness(statusWithFlags([]), {
      api: {
        getMemberInfo: () => Promise.resolve(memberInfo()),
        getUnreadCount: () => new Promise<number>((resolve) => (answer = resolve)),
      },
    });
    act(() => h.store.session.startSession({ token: 't', firstTimeLogin: false }));
    await act(() => h.store.session.loadLoginInfo());
    const { profile } = h.store;

    let loading = profile.loadUnreadMessages();
    answer(3);
    await loading;
    expect(profile.unread.messageV2).toBe(3);

    // An answer that arrives after sign-out belongs to nobody.
    loading = profile.loadUnreadMessages();
    act(() => h.store.session.clear());
    expect(profile.unread.messageV2).toBe(0);
    answer(5);
    await loading;
    expect(profile.unread.messageV2).toBe(0);
  });
});
