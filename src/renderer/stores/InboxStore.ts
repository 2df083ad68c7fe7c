import { action, makeObservable, observable, observableRef, runInAction } from 'mobx';
import type { Inbox } from '../../shared/api/messages';
import { languageHeader, type Language } from '../../shared/i18n/languages';
import type { Api } from '../api';
import { errorKeyOf } from '../games/errorKey';
import type { ProfileStore } from './ProfileStore';

/** The inbox calls (a fake in tests). */
export type InboxApi = Pick<Api, 'getInbox' | 'readMessage' | 'deleteMessage'>;

/** Messages a page of the messageV2 page shows. */
export const INBOX_PAGE_SIZE = 10;

/**
 * The member centre's messageV2 page: one page of the inbox, which message is open, and the
 * read and delete actions. Opening an unread message marks it read; every read and delete
 * answers the new unread count, which goes straight to the header and menu badges
 * (profile.unread.messageV2). Failures become a translation key (errors.* of common).
 */
export class InboxStore {
  inbox: Inbox | null = null;
  page = 1;
  loading = false;
  /** The last failure's translation key; null when the last call succeeded. */
  errorKey: string | null = null;
  openId: number | null = null;
  private request = 0;

  constructor(
    private readonly api: InboxApi,
    private readonly profile: Pick<ProfileStore, 'setUnread'>,
    private readonly language: () => Language,
  ) {
    makeObservable<InboxStore, 'fail'>(this, {
      inbox: observableRef,
      page: observable,
      loading: observable,
      errorKey: observable,
      openId: observable,
      load: action,
      toggle: action,
      fail: action,
    });
  }

  /** Loads a page (the current one when none is given); a later call's answer wins. */
  async load(page = this.page): Promise<void> {
    const id = ++this.request;
    this.loading = true;
    try {
      const inbox = await this.api.getInbox({
        pageNo: page,
        pageSize: INBOX_PAGE_SIZE,
        language: languageHeader(this.language()),
      });
      if (id !== this.request) return;
      // The last page emptied by deletes: show the one before it instead.
      if (inbox.list.length === 0 && page > 1 && inbox.totalPages < page) return this.load(inbox.totalPages || 1);
      runInAction(() => {
        this.inbox = inbox;
        this.page = page;
        this.errorKey = null;
      });
    } catch (error) {
      if (id === this.request) this.fail(error);
    } finally {
      if (id === this.request) runInAction(() => (this.loading = false));
    }
  }

  /** Opens a message (closing any other) or closes it; opening an unread one marks it read. */
  async toggle(messageId: number): Promise<void> {
    if (this.openId === messageId) {
      this.openId = null;
      return;
    }
    this.openId = messageId;
    const message = this.inbox?.list.find((m) => m.id === messageId);
    if (!message || message.read) return;
    try {
      const { unreadCount } = await this.api.readMessage(messageId);
      this.profile.setUnread('messageV2', unreadCount);
      runInAction(() => {
        if (!this.inbox) return;
        const list = this.inbox.list.map((m) => (m.id === messageId ? { ...m, read: true } : m));
        this.inbox = { ...this.inbox, list };
      });
    } catch (error) {
      this.fail(error);
    }
  }

  /** Deletes a message from the member's inbox (the page asked first) and reloads the page. */
  async remove(messageId: number): Promise<void> {
    try {
      const { unreadCount } = await this.api.deleteMessage(messageId);
      this.profile.setUnread('messageV2', unreadCount);
      runInAction(() => {
        if (this.openId === messageId) this.openId = null;
      });
      await this.load();
    } catch (error) {
      this.fail(error);
    }
  }

  private fail(error: unknown): void {
    this.errorKey = errorKeyOf(error);
  }
}
