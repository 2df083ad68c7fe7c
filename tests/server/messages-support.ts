// Helpers of the inbox suites: the operator send call and the member's four inbox calls.
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { Inbox, MessageAction } from '../../src/shared/api/messages';
import type { TestServer } from '../fixtures/server';
import { call } from './auth-client';
import { query } from './wallet-support';

/** An operator call under /admin/api/messages/demo. */
export function messagesAdmin(
  server: TestServer,
  token: string,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  return server.inject({
    method,
    url: `/admin/api/messages/demo${path}`,
    headers: { authorization: `Bearer ${token}` },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

/** English-only texts. */
export const english = (title: string, content = '<p>Body</p>') => ({ en: { title, content } });

/** Sends a message (to a username, or to all when none) and returns its id; fails the test otherwise. */
export async function send(
  server: TestServer,
  token: string,
  to: string | null,
  extra: Record<string, unknown> = {},
): Promise<number> {
  const res = await messagesAdmin(server, token, 'POST', '', {
    ...(to === null ? { all: true } : { username: to }),
    translations: english(`To ${to ?? 'all'}`),
    ...extra,
  });
  if (res.statusCode !== 200) throw new Error(`send failed: ${res.statusCode} ${res.body}`);
  return res.json<{ value: { id: number } }>().value.id;
}

export async function unread(server: TestServer, token: string): Promise<number> {
  const res = await call(server, { method: 'GET', url: '/wps/relay/CSP_unreadCount', token });
  if (res.statusCode !== 200) throw new Error(`count failed: ${res.statusCode} ${res.body}`);
  return res.json<{ value: number }>().value;
}

export async function inboxOf(server: TestServer, token: string, search = ''): Promise<Inbox> {
  const res = await call(server, { method: 'GET', url: `/wps/relay/CSP_getInbox${search}`, token });
  if (res.statusCode !== 200) throw new Error(`inbox failed: ${res.statusCode} ${res.body}`);
  return res.json<{ value: Inbox }>().value;
}

export const readCall = (server: TestServer, token: string, id: unknown) =>
  call(server, { method: 'POST', url: '/wps/relay/CSP_readMessage', token, payload: { id } });

export const deleteCall = (server: TestServer, token: string, id: unknown) =>
  call(server, { method: 'DELETE', url: `/wps/relay/CSP_deleteMessage?id=${String(id)}`, token });

export const actionOf = (res: LightMyRequestResponse) => res.json<{ value: MessageAction }>().value;

/** Message rows, member state rows and operator audit rows, to prove a refusal changed nothing. */
export async function inboxCounts(server: TestServer): Promise<{ messages: number; states: string; audit: number }> {
  const [row] = await query<{ messages: number; states: string; audit: number }>(
    server.database.db,
    sql`select (select count(*)::int from messages) as messages,
               (select coalesce(string_agg(concat_ws(':', message_id, member_id, read_at, deleted_at), ','
                  order by message_id, member_id), '') from message_states) as states,
               (select count(*)::int from operator_audit) as audit`,
  );
  return row ?? { messages: 0, states: '', audit: 0 };
}
