import type { AxiosInstance } from 'axios';
import { ENDPOINTS } from '../../shared/api/endpoints';
import type { Inbox, MessageAction } from '../../shared/api/messages';
import { callEndpoint } from './httpClient';

/** The member inbox (issue 3; src/shared/api/messages.ts, docs/api.md "Messages"). */
export function messageCalls(http: AxiosInstance) {
  return {
    /** The header badge's unread count (CSP_unreadCount). */
    getUnreadCount: () => callEndpoint<number>(http, ENDPOINTS.unreadCount),
    getInbox: (query: { pageNo: number; pageSize: number; language: string }) =>
      callEndpoint<Inbox>(http, ENDPOINTS.inbox, query),
    readMessage: (id: number) => callEndpoint<MessageAction>(http, ENDPOINTS.readMessage, { id }),
    deleteMessage: (id: number) => callEndpoint<MessageAction>(http, ENDPOINTS.deleteMessage, { id }),
  };
}

export type MessageCalls = ReturnType<typeof messageCalls>;
