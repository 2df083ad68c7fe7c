import type { AdminMessage, AdminMessageList, AdminMessageListQuery, MessageSend } from '../../../shared/api/messages';
import { ERROR_CODES } from '../../../shared/api/envelope';
import { LANGUAGES, parseLanguage } from '../../../shared/i18n/languages';
import type { Database } from '../../db/client';
import type { MessageRow, StoredMessageTexts } from '../../db/schema';
import { ApiError, badRequest, notFound } from '../../lib/errors';
import { insertAudit } from '../admin/queries';
import { requireRole, type Actor } from '../admin/service';
import { selectMemberByUsername } from '../auth/queries';
import { plainText, sanitiseHtml } from '../content/sanitise';
import { getBrand } from '../system/service';
import { deleteMessage, insertMessage, selectAdminPage, selectMessage } from './queries';

/**
 * The operator side of the inbox: send a message to one member or to all members of a brand,
 * list a brand's messages, delete one. Needs the operator (or admin) role, like site content.
 * A send checks everything first (addressees, languages, titles, schedule), sanitises the HTML
 * with the content module's sanitiser, then stores the message and its operator_audit entry in
 * one transaction, so a refused send stores nothing.
 */

function refuse(code: (typeof ERROR_CODES)[keyof typeof ERROR_CODES], message: string, value: unknown = null): never {
  throw new ApiError(400, code, message, value);
}

/** Checked, sanitised texts: known languages only, at least one, no title left empty by the sanitiser. */
export function messageTexts(translations: Record<string, { title: string; content: string }>): StoredMessageTexts {
  const entries = Object.entries(translations);
  if (entries.length === 0) refuse(ERROR_CODES.contentTranslationRequired, 'Give at least one translation');
  const texts: StoredMessageTexts = {};
  for (const [code, text] of entries) {
    if (parseLanguage(code) !== code)
      refuse(ERROR_CODES.contentLanguage, `Unknown language "${code}"; use one of ${LANGUAGES.join(', ')}`, {
        language: code,
      });
    const title = plainText(text.title);
    if (title === '') throw badRequest(`The ${code} title is empty once markup is removed`);
    texts[code] = { title, content: sanitiseHtml(text.content) };
  }
  return texts;
}

const toDate = (ms: number | null | undefined) => (ms === null || ms === undefined ? null : new Date(ms));

function viewOf(row: MessageRow, username: string | null, readCount: number): AdminMessage {
  const translations: AdminMessage['translations'] = {};
  for (const [language, text] of Object.entries(row.texts)) if (text) translations[language] = text;
  return {
    id: row.id,
    username,
    translations,
    startTime: row.startsAt?.getTime() ?? null,
    endTime: row.endsAt?.getTime() ?? null,
    createdAt: row.createdAt.getTime(),
    sentBy: row.sentBy,
    readCount,
  };
}

/** Sends one message; answers it as the operator list shows it. */
export async function sendMessage(
  db: Database,
  actor: Actor,
  merchant: string,
  input: MessageSend,
): Promise<AdminMessage> {
  requireRole(actor, 'operator');
  const brand = await getBrand(db, merchant);
  const username = input.username?.trim() ?? '';
  if ((username !== '') === (input.all === true))
    throw badRequest('Name the addressee: either "username" or "all": true, not both and not neither');
  const startTime = input.startTime ?? null;
  const endTime = input.endTime ?? null;
  if (startTime !== null && endTime !== null && endTime <= startTime)
    refuse(ERROR_CODES.contentSchedule, 'endTime must be after startTime', { startTime, endTime });
  const texts = messageTexts(input.translations);
  return db.transaction(async (tx) => {
    const member = username === '' ? undefined : await selectMemberByUsername(tx, brand.id, username);
    if (username !== '' && !member)
      throw new ApiError(404, ERROR_CODES.accountNotFound, `No member "${username}" in ${brand.merchantCode}`);
    const row = await insertMessage(tx, {
      brandId: brand.id,
      memberId: member?.id ?? null,
      texts,
      startsAt: toDate(startTime),
      endsAt: toDate(endTime),
      operatorId: actor.operatorId,
      sentBy: actor.name,
    });
    await insertAudit(tx, {
      operator: actor.name,
      operatorId: actor.operatorId,
      action: 'message.send',
      detail: { merchant, id: row.id, to: member ? member.username : 'all', languages: Object.keys(texts) },
      ip: actor.ip,
    });
    return viewOf(row, member?.username ?? null, 0);
  });
}

/** A brand's messages, newest first; optionally only those sent to one member. */
export async function listMessages(
  db: Database,
  actor: Actor,
  merchant: string,
  query: AdminMessageListQuery,
): Promise<AdminMessageList> {
  requireRole(actor, 'operator');
  const brand = await getBrand(db, merchant);
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? 20;
  let memberId: number | undefined;
  if (query.username !== undefined) {
    const member = await selectMemberByUsername(db, brand.id, query.username);
    if (!member)
      throw new ApiError(404, ERROR_CODES.accountNotFound, `No member "${query.username}" in ${brand.merchantCode}`);
    memberId = member.id;
  }
  const { rows, total } = await selectAdminPage(db, brand.id, {
    ...(memberId === undefined ? {} : { memberId }),
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  return { page, pageSize, total, list: rows.map((row) => viewOf(row.message, row.username, row.readCount)) };
}

/** Deletes a message for every addressee (read states go with it); audited. */
export async function removeMessage(db: Database, actor: Actor, merchant: string, id: number): Promise<void> {
  requireRole(actor, 'operator');
  const brand = await getBrand(db, merchant);
  await db.transaction(async (tx) => {
    if (!(await selectMessage(tx, brand.id, id))) throw notFound(`No message ${id} in this brand`);
    await deleteMessage(tx, id);
    await insertAudit(tx, {
      operator: actor.name,
      operatorId: actor.operatorId,
      action: 'message.delete',
      detail: { merchant, id },
      ip: actor.ip,
    });
  });
}
