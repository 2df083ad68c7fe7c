import type {
  AdminContentItem,
  BannerInput,
  ContentImage,
  ContentKind,
  HelpInput,
  NoticeInput,
  Translations,
  VipInput,
} from '../../../shared/api/content';
import { ERROR_CODES } from '../../../shared/api/envelope';
import { LANGUAGES, parseLanguage } from '../../../shared/i18n/languages';
import { parseAmount } from '../../../shared/money';
import type { Database } from '../../db/client';
import type { ContentItemKind, ContentItemRow, ContentTranslationRow, StoredVipBenefits } from '../../db/schema';
import { ApiError, notFound } from '../../lib/errors';
import { insertAudit } from '../admin/queries';
import { requireRole, type Actor } from '../admin/service';
import { getBrand } from '../system/service';
import { BANNER_ART_PREFIX, BANNER_ART_SIZE, VIP_ART_PREFIX, VIP_BADGE_SIZE } from './artwork';
import { checkContentImage, type ContentImageStore } from './images';
import {
  deleteItem,
  insertImage,
  insertItem,
  replaceTranslations,
  selectImageSizes,
  selectItem,
  selectItems,
  selectTranslations,
  updateItem,
  type ContentItemValues,
  type TranslationValues,
} from './queries';
import { benefitsOf } from './service';
import { plainText, sanitiseHtml } from './sanitise';

/**
 * The operator side of content: create, update, schedule, order, enable and translate banners,
 * notices, help articles and VIP levels of a brand, and store content images. Needs the operator
 * (or admin) role. Every write checks all of its input first (languages, schedule, links, money),
 * sanitises HTML and titles, and then changes the rows and appends the operator_audit entry in
 * one database transaction, so a refused or failed write stores nothing.
 */

export const KIND_OF: Record<ContentKind, ContentItemKind> = {
  banners: 'banner',
  notices: 'notice',
  help: 'help',
  vip: 'vip',
};

export type ContentInput = BannerInput | NoticeInput | HelpInput | VipInput;

const ROUTE_TARGET = /^\/(?!\/)[^\s\\]*$/;
export const HTTP_URL = /^https?:\/\/[^\s/\\]+[^\s\\]*$/i;
/** Images of ours: generated artwork and uploaded content images (the game catalogue uses these too). */
export const OWN_IMAGE = /^\/img\/(?!\/)[A-Za-z0-9_./-]+$/;
export const CONTENT_FILE = /^\/img\/content\/([0-9a-f]{64})\.(png|jpg|webp)$/;

function refuse(code: (typeof ERROR_CODES)[keyof typeof ERROR_CODES], message: string, value: unknown = null): never {
  throw new ApiError(400, code, message, value);
}

function checkSchedule(startTime: number | null, endTime: number | null): void {
  if (startTime !== null && endTime !== null && endTime <= startTime)
    refuse(ERROR_CODES.contentSchedule, 'endTime must be after startTime', { startTime, endTime });
}

/**
 * Checked, sanitised translation rows (sizes of our own images filled in). A banner's content is
 * its call to action's label, so it is stored as plain text; other kinds' content is HTML.
 */
async function translationRows(
  db: Database,
  kind: ContentItemKind,
  translations: Record<string, unknown>,
): Promise<TranslationValues[]> {
  const entries = Object.entries(translations as Translations);
  if (entries.length === 0) refuse(ERROR_CODES.contentTranslationRequired, 'Give at least one translation');
  for (const [code] of entries)
    if (parseLanguage(code) !== code)
      refuse(ERROR_CODES.contentLanguage, `Unknown language "${code}"; use one of ${LANGUAGES.join(', ')}`, {
        language: code,
      });
  const hashes: string[] = [];
  for (const [, text] of entries) {
    const url = text?.imageUrl ?? '';
    if (url !== '' && !OWN_IMAGE.test(url) && !(HTTP_URL.test(url) && url.toLowerCase().startsWith('https://')))
      refuse(ERROR_CODES.contentUrl, `Image "${url}" must be one of ours (/img/...) or an https address`, { url });
    const hash = CONTENT_FILE.exec(url)?.[1];
    if (hash) hashes.push(hash);
  }
  const sizes = await selectImageSizes(db, hashes);
  return entries.map(([language, text]) => {
    const url = text?.imageUrl ?? '';
    const own = CONTENT_FILE.exec(url)?.[1];
    const size = own ? sizes.get(own) : generatedSize(url);
    if (own && !size) refuse(ERROR_CODES.contentUrl, `No uploaded image ${url}`, { url });
    return {
      language,
      title: plainText(text?.title ?? ''),
      content: kind === 'banner' ? plainText(text?.content ?? '') : sanitiseHtml(text?.content ?? ''),
      imageUrl: url,
      imageWidth: size?.width ?? 0,
      imageHeight: size?.height ?? 0,
    };
  });
}

/** The fixed size of our generated artwork (artwork.ts), undefined for other addresses. */
function generatedSize(url: string): { width: number; height: number } | undefined {
  if (url.startsWith(`${BANNER_ART_PREFIX}/`)) return BANNER_ART_SIZE;
  if (url.startsWith(`${VIP_ART_PREFIX}/`)) return VIP_BADGE_SIZE;
  return undefined;
}

/** Minor units of a benefit amount; zero is allowed here (no bonus), negatives are not. */
function minorOf(field: string, input: number | string): string {
  if (Number(input) === 0 && String(input).trim() !== '') return '0';
  const parsed = parseAmount(input);
  if ('problem' in parsed)
    throw new ApiError(400, ERROR_CODES.amountInvalid, `${field}: not a valid amount`, {
      field,
      reason: parsed.problem,
    });
  return parsed.minor.toString();
}

/** The kind columns of an input, checked. */
function kindValues(kind: ContentItemKind, input: ContentInput): Partial<ContentItemValues> {
  switch (kind) {
    case 'banner': {
      const banner = input as BannerInput;
      const target = banner.linkageType === '' ? '' : banner.linkageTarget.trim();
      if (banner.linkageType === 'ROUTE' && !ROUTE_TARGET.test(target))
        refuse(ERROR_CODES.contentUrl, 'A ROUTE target is a path of this site such as /promotions', { url: target });
      if (banner.linkageType === 'URL' && !HTTP_URL.test(target))
        refuse(ERROR_CODES.contentUrl, 'A URL target is an http(s) address', { url: target });
      return { groupName: banner.groupName, linkageType: banner.linkageType, linkageTarget: target };
    }
    case 'notice': {
      const notice = input as NoticeInput;
      return {
        noticeType: notice.type,
        execution: notice.type === 'PU' ? notice.execution : 'B',
        promotionType: plainText(notice.promotionType),
      };
    }
    case 'help':
      return { tag: (input as HelpInput).tag };
    case 'vip': {
      const vip = input as VipInput;
      const b = vip.benefits;
      const benefits: StoredVipBenefits = {
        depositRequirement: minorOf('depositRequirement', b.depositRequirement),
        turnoverRequirement: minorOf('turnoverRequirement', b.turnoverRequirement),
        upgradeBonus: minorOf('upgradeBonus', b.upgradeBonus),
        birthdayBonus: minorOf('birthdayBonus', b.birthdayBonus),
        monthlyBonus: minorOf('monthlyBonus', b.monthlyBonus),
        rebatePercent: b.rebatePercent,
        dailyWithdrawals: b.dailyWithdrawals,
        dailyWithdrawalLimit: minorOf('dailyWithdrawalLimit', b.dailyWithdrawalLimit),
      };
      return { vipLevel: vip.level, vipBenefits: benefits };
    }
  }
}

const toDate = (ms: number | null) => (ms === null ? null : new Date(ms));

/** The operator view of an item. */
export function adminItem(
  kind: ContentKind,
  row: ContentItemRow,
  translations: ContentTranslationRow[],
): AdminContentItem {
  const texts: Translations = {};
  for (const t of translations)
    if (t.itemId === row.id)
      texts[t.language as keyof Translations] = { title: t.title, content: t.content, imageUrl: t.imageUrl };
  const base = {
    id: row.id,
    kind,
    enabled: row.enabled,
    sort: row.sort,
    startTime: row.startsAt?.getTime() ?? null,
    endTime: row.endsAt?.getTime() ?? null,
    translations: texts,
    updatedAt: row.updatedAt.getTime(),
  };
  switch (row.kind) {
    case 'banner':
      return {
        ...base,
        groupName: row.groupName ?? '',
        linkageType: row.linkageType ?? '',
        linkageTarget: row.linkageTarget ?? '',
      };
    case 'notice':
      return {
        ...base,
        type: row.noticeType ?? '',
        execution: row.execution ?? '',
        promotionType: row.promotionType ?? '',
      };
    case 'help':
      return { ...base, tag: row.tag ?? '' };
    case 'vip':
      return { ...base, level: row.vipLevel ?? 0, benefits: benefitsOf(row.vipBenefits) };
  }
}

async function viewOf(db: Database, kind: ContentKind, row: ContentItemRow): Promise<AdminContentItem> {
  return adminItem(kind, row, await selectTranslations(db, [row.id]));
}

async function itemOf(db: Database, brandId: number, kind: ContentKind, id: number): Promise<ContentItemRow> {
  const row = await selectItem(db, brandId, KIND_OF[kind], id);
  if (!row) throw notFound(`No ${kind} item ${id} in this brand`);
  return row;
}

const audit = (db: Database, actor: Actor, action: string, detail: Record<string, unknown>) =>
  insertAudit(db, { operator: actor.name, operatorId: actor.operatorId, action, detail, ip: actor.ip });

/** Every item of a kind, with all translations. */
export async function listContent(
  db: Database,
  actor: Actor,
  merchant: string,
  kind: ContentKind,
): Promise<AdminContentItem[]> {
  requireRole(actor, 'operator');
  const brand = await getBrand(db, merchant);
  const rows = await selectItems(db, brand.id, KIND_OF[kind]);
  const translations = await selectTranslations(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => adminItem(kind, row, translations));
}

/** Creates (id undefined) or replaces an item. */
export async function saveContent(
  db: Database,
  actor: Actor,
  merchant: string,
  kind: ContentKind,
  input: ContentInput,
  id?: number,
): Promise<AdminContentItem> {
  requireRole(actor, 'operator');
  const brand = await getBrand(db, merchant);
  checkSchedule(input.startTime, input.endTime);
  const values: ContentItemValues = {
    brandId: brand.id,
    kind: KIND_OF[kind],
    enabled: input.enabled,
    sort: input.sort,
    startsAt: toDate(input.startTime),
    endsAt: toDate(input.endTime),
    ...kindValues(KIND_OF[kind], input),
  };
  const texts = await translationRows(db, KIND_OF[kind], input.translations);
  return db.transaction(async (tx) => {
    let row: ContentItemRow | undefined;
    if (id === undefined) row = await insertItem(tx, values);
    else {
      await itemOf(tx, brand.id, kind, id);
      row = await updateItem(tx, id, values);
    }
    if (!row) throw notFound(`No ${kind} item ${id}`);
    await replaceTranslations(tx, row.id, texts);
    await audit(tx, actor, id === undefined ? 'content.create' : 'content.update', {
      merchant,
      kind,
      id: row.id,
      languages: texts.map((t) => t.language),
    });
    return viewOf(tx, kind, row);
  });
}

/** Switches an item on or off. */
export async function setContentEnabled(
  db: Database,
  actor: Actor,
  merchant: string,
  kind: ContentKind,
  id: number,
  enabled: boolean,
): Promise<AdminContentItem> {
  requireRole(actor, 'operator');
  const brand = await getBrand(db, merchant);
  return db.transaction(async (tx) => {
    await itemOf(tx, brand.id, kind, id);
    const row = await updateItem(tx, id, { enabled });
    if (!row) throw notFound(`No ${kind} item ${id}`);
    await audit(tx, actor, 'content.enabled', { merchant, kind, id, enabled });
    return viewOf(tx, kind, row);
  });
}

/** Changes an item's schedule. */
export async function scheduleContent(
  db: Database,
  actor: Actor,
  merchant: string,
  kind: ContentKind,
  id: number,
  schedule: { startTime: number | null; endTime: number | null },
): Promise<AdminContentItem> {
  requireRole(actor, 'operator');
  checkSchedule(schedule.startTime, schedule.endTime);
  const brand = await getBrand(db, merchant);
  return db.transaction(async (tx) => {
    await itemOf(tx, brand.id, kind, id);
    const row = await updateItem(tx, id, { startsAt: toDate(schedule.startTime), endsAt: toDate(schedule.endTime) });
    if (!row) throw notFound(`No ${kind} item ${id}`);
    await audit(tx, actor, 'content.schedule', { merchant, kind, id, ...schedule });
    return viewOf(tx, kind, row);
  });
}

/** Puts the named items first, in this order (sort 10, 20, ...); others keep theirs after them. */
export async function orderContent(
  db: Database,
  actor: Actor,
  merchant: string,
  kind: ContentKind,
  ids: number[],
): Promise<AdminContentItem[]> {
  requireRole(actor, 'operator');
  const brand = await getBrand(db, merchant);
  if (new Set(ids).size !== ids.length) throw new ApiError(400, ERROR_CODES.badRequest, 'An id appears twice');
  await db.transaction(async (tx) => {
    for (const [index, id] of ids.entries()) {
      await itemOf(tx, brand.id, kind, id);
      await updateItem(tx, id, { sort: (index + 1) * 10 });
    }
    await audit(tx, actor, 'content.order', { merchant, kind, ids });
  });
  return listContent(db, actor, merchant, kind);
}

export async function deleteContent(
  db: Database,
  actor: Actor,
  merchant: string,
  kind: ContentKind,
  id: number,
): Promise<void> {
  requireRole(actor, 'operator');
  const brand = await getBrand(db, merchant);
  await db.transaction(async (tx) => {
    await itemOf(tx, brand.id, kind, id);
    await deleteItem(tx, id);
    await audit(tx, actor, 'content.delete', { merchant, kind, id });
  });
}

/**
 * Stores a content image: checked from its bytes, written to its content-addressed file, then
 * recorded with the audit entry. A file whose record fails is an unreferenced, harmless orphan
 * (the same bytes always map to the same name), never a half-stored record.
 */
export async function storeContentImage(
  db: Database,
  store: ContentImageStore,
  actor: Actor,
  merchant: string,
  bytes: Buffer,
): Promise<ContentImage> {
  requireRole(actor, 'operator');
  const brand = await getBrand(db, merchant);
  const info = checkContentImage(bytes);
  const image = await store.write(bytes, info);
  await db.transaction(async (tx) => {
    await insertImage(tx, {
      sha256: image.sha256,
      mime: image.mime,
      size: image.size,
      width: image.width,
      height: image.height,
      brandId: brand.id,
      operatorId: actor.operatorId,
    });
    await audit(tx, actor, 'content.image', { merchant, url: image.url, size: image.size });
  });
  return image;
}
