import type { Inbox, InboxMessage, MessageAction } from '../../../shared/api/messages';
import { INBOX_DEFAULT_PAGE_SIZE, INBOX_MAX_PAGE_SIZE } from '../../../shared/api/messages';
import type { Language } from '../../../shared/i18n/languages';
import type { Database } from '../../db/client';
import type { MemberRow, MessageRow } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { requireRealAccount } from '../auth/roles';
import { languageChain } from '../content/service';
import { countUnread, countVisible, isVisible, markDeleted, markRead, selectInboxPage, type Reader } from './queries';

/**
 * The member's side of the inbox: the unread count, the paged list, marking one message read and
 * deleting one. Trial accounts have no inbox (403 trial.forbidden, the contract skips the count
 * for them). Read and delete act only on a message the member sees now (its own or a broadcast
 * of its brand, inside the schedule, not deleted): anything else is 404 and changes nothing, so
 * another member's message cannot even be told apart from one that does not exist.
 */

/** Who reads, in which brand, when, and in which language. */
export interface InboxReader {
  brand: { id: number; defaultLanguage: Language };
  member: MemberRow;
  language: Language;
  now: Date;
}

function readerOf(input: InboxReader): Reader {
  requireRealAccount(input.member);
  return { brandId: input.brand.id, memberId: input.member.id, now: input.now };
}

export function unreadCount(db: Database, input: InboxReader): Promise<number> {
  return countUnread(db, readerOf(input));
}

/** One page, newest first; pageSize is clamped into 1..INBOX_MAX_PAGE_SIZE like other paged calls. */
export async function inbox(
  db: Database,
  input: InboxReader,
  query: { pageNo?: number | undefined; pageSize?: number | undefined },
): Promise<Inbox> {
  const reader = readerOf(input);
  const pageSize = Math.min(INBOX_MAX_PAGE_SIZE, Math.max(1, query.pageSize ?? INBOX_DEFAULT_PAGE_SIZE));
  const pageNo = query.pageNo ?? 1;
  const [totalCount, rows] = await Promise.all([
    countVisible(db, reader),
    selectInboxPage(db, reader, { limit: pageSize, offset: (pageNo - 1) * pageSize }),
  ]);
  const chain = languageChain(input.language, input.brand.defaultLanguage);
  return {
    list: rows.map(({ message, readAt }) => ({ ...textOf(message, chain), ...summaryOf(message, readAt) })),
    pageNo,
    pageSize,
    totalCount,
    totalPages: Math.ceil(totalCount / pageSize),
  };
}

/**
 * The message's text in the first language of the reader's chain it has. Unlike site content, a
 * message in none of those languages is still shown in one it has: it was sent to this member,
 * and hiding it would leave an unread count the member can never clear.
 */
function textOf(message: MessageRow, chain: Language[]): { title: string; content: string } {
  const texts = message.texts;
  const found = chain.map((language) => texts[language]).find((text) => text !== undefined);
  return found ?? Object.values(texts).find((text) => text !== undefined) ?? { title: '', content: '' };
}

function summaryOf(message: MessageRow, readAt: Date | null): Omit<InboxMessage, 'title' | 'content'> {
  return { id: message.id, createdAt: (message.startsAt ?? message.createdAt).getTime(), read: readAt !== null };
}

/** Largest id a message can have (an int column); larger ids name no message. */
const MAX_MESSAGE_ID = 2_147_483_647;

async function visibleOrRefuse(db: Database, reader: Reader, id: number): Promise<void> {
  if (id > MAX_MESSAGE_ID || !(await isVisible(db, reader, id)))
    throw notFound(`There is no message ${id} in your inbox`);
}

/** Marks one message read (again: no change); answers the new unread count. */
export async function readMessage(db: Database, input: InboxReader, id: number): Promise<MessageAction> {
  const reader = readerOf(input);
  await visibleOrRefuse(db, reader, id);
  await markRead(db, id, reader.memberId, reader.now);
  return { id, unreadCount: await countUnread(db, reader) };
}

/** Hides one message from this member's inbox for good; answers the new unread count. */
export async function deleteMessage(db: Database, input: InboxReader, id: number): Promise<MessageAction> {
  const reader = readerOf(input);
  await visibleOrRefuse(db, reader, id);
  await markDeleted(db, id, reader.memberId, reader.now);
  return { id, unreadCount: await countUnread(db, reader) };
}
