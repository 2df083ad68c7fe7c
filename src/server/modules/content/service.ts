import type { Announcements, Banner, HelpItem, Notice, VipBenefits, VipLevel } from '../../../shared/api/content';
import { ANNOUNCEMENT_TYPES } from '../../../shared/constants';
import type { BannerGroup, LinkageType, NoticeExecution, NoticeType } from '../../../shared/content-rules';
import { SOURCE_LANGUAGE, type Language } from '../../../shared/i18n/languages';
import { minorToNumber } from '../../../shared/money';
import type { Database } from '../../db/client';
import type { ContentItemKind, ContentItemRow, ContentTranslationRow, StoredVipBenefits } from '../../db/schema';
import { selectLiveItems, selectTranslations } from './queries';

/**
 * What players read: live items (enabled, inside their schedule) in display order, each in one
 * language. The language chain is the asked language, then the brand's default, then English;
 * an item with none of those translations is left out rather than shown in a language nobody
 * asked for. The image falls back along the same chain on its own, so one banner picture can
 * serve every language.
 */

/** One item with the translation chosen for the reader. */
export interface Localised {
  row: ContentItemRow;
  title: string;
  content: string;
  imageUrl: string;
  imageWidth: number;
  imageHeight: number;
}

/** The reader's language chain, without repeats. */
export function languageChain(language: Language, brandDefault: Language): Language[] {
  return [...new Set<Language>([language, brandDefault, SOURCE_LANGUAGE])];
}

export async function liveLocalised(
  db: Database,
  brand: { id: number; defaultLanguage: Language },
  kinds: readonly ContentItemKind[],
  language: Language,
  now: Date,
): Promise<Localised[]> {
  const rows = await selectLiveItems(db, brand.id, kinds, now);
  const translations = await selectTranslations(
    db,
    rows.map((row) => row.id),
  );
  const byItem = new Map<number, Map<string, ContentTranslationRow>>();
  for (const translation of translations) {
    const forItem = byItem.get(translation.itemId) ?? new Map<string, ContentTranslationRow>();
    byItem.set(translation.itemId, forItem);
    forItem.set(translation.language, translation);
  }
  const chain = languageChain(language, brand.defaultLanguage);
  const result: Localised[] = [];
  for (const row of rows) {
    const available = chain.map((code) => byItem.get(row.id)?.get(code)).filter((t) => t !== undefined);
    const text = available[0];
    if (!text) continue;
    const image = available.find((t) => t.imageUrl !== '');
    result.push({
      row,
      title: text.title,
      content: text.content,
      imageUrl: image?.imageUrl ?? '',
      imageWidth: image?.imageWidth ?? 0,
      imageHeight: image?.imageHeight ?? 0,
    });
  }
  return result;
}

/** The announcement call's options, already parsed from its query. */
export interface AnnouncementOptions {
  language: Language;
  /** Types asked for (B, PL, PU, PR, H). */
  types: ReadonlySet<string>;
  /** Popup audience filter (A, B, F); undefined: every audience the reader may see. */
  execution?: string;
  groupName?: string;
  signedIn: boolean;
  now: Date;
}

/** Parses the `types` comma list; unknown codes are ignored, none at all means every type. */
export function parseTypes(types: string | undefined): Set<string> {
  const known = new Set<string>(ANNOUNCEMENT_TYPES);
  const asked = (types ?? '')
    .split(',')
    .map((type) => type.trim().toUpperCase())
    .filter((type) => known.has(type));
  return new Set(asked.length > 0 ? asked : ANNOUNCEMENT_TYPES);
}

/** Notices and banners (GET /wps/relay/MCSFE_getListAnnouncements). */
export async function announcements(
  db: Database,
  brand: { id: number; defaultLanguage: Language },
  options: AnnouncementOptions,
): Promise<Announcements> {
  const kinds: ContentItemKind[] = [];
  if (options.types.has('B')) kinds.push('banner');
  if (['PL', 'PU', 'PR', 'H'].some((type) => options.types.has(type))) kinds.push('notice');
  const value: Announcements = { banners: [], player: [], popup: [], promotion: [], headline: [] };
  if (kinds.length === 0) return value;
  const items = await liveLocalised(db, brand, kinds, options.language, options.now);
  for (const item of items) {
    if (item.row.kind === 'banner') {
      if (options.groupName && item.row.groupName !== options.groupName) continue;
      value.banners.push(bannerOf(item));
      continue;
    }
    const type = item.row.noticeType as NoticeType;
    if (!options.types.has(type)) continue;
    const notice = noticeOf(item);
    if (type === 'PU') {
      if (!popupVisible(notice.execution, options.signedIn)) continue;
      if (options.execution && notice.execution !== options.execution) continue;
      value.popup.push(notice);
    } else if (type === 'PL') value.player.push(notice);
    else if (type === 'PR') value.promotion.push(notice);
    else value.headline.push(notice);
  }
  return value;
}

/** Popups for visitors (B) go to anonymous readers only; A and F to signed-in ones. */
export function popupVisible(execution: string | null, signedIn: boolean): boolean {
  return signedIn ? execution !== 'B' : execution === 'B';
}

function bannerOf(item: Localised): Banner {
  return {
    bannerId: item.row.id,
    groupName: item.row.groupName as BannerGroup,
    title: item.title,
    url: item.imageUrl,
    width: item.imageWidth,
    height: item.imageHeight,
    linkageType: (item.row.linkageType ?? '') as LinkageType,
    linkageTarget: item.row.linkageTarget ?? '',
    action: item.content,
    sort: item.row.sort,
  };
}

function noticeOf(item: Localised): Notice {
  return {
    id: item.row.id,
    type: item.row.noticeType as NoticeType,
    title: item.title,
    content: item.content,
    imageUrl: item.imageUrl,
    timestamp: (item.row.startsAt ?? item.row.createdAt).getTime(),
    endTime: item.row.endsAt?.getTime() ?? null,
    execution: (item.row.execution ?? 'B') as NoticeExecution,
    promotionType: item.row.promotionType ?? '',
    sort: item.row.sort,
  };
}

/** The help centre (GET /wps/system/helpCenter). */
export async function helpCenter(
  db: Database,
  brand: { id: number; defaultLanguage: Language },
  language: Language,
  now: Date,
): Promise<HelpItem[]> {
  const items = await liveLocalised(db, brand, ['help'], language, now);
  return items.map((item) => ({
    id: item.row.id,
    tag: item.row.tag ?? '',
    title: item.title,
    content: item.content,
    sort: item.row.sort,
  }));
}

/** VIP levels, lowest first (GET /wps/system/vipLevels). */
export async function vipLevels(
  db: Database,
  brand: { id: number; defaultLanguage: Language },
  language: Language,
  now: Date,
): Promise<VipLevel[]> {
  const items = await liveLocalised(db, brand, ['vip'], language, now);
  return items
    .map((item) => ({
      id: item.row.id,
      level: item.row.vipLevel ?? 0,
      name: item.title,
      content: item.content,
      imageUrl: item.imageUrl,
      benefits: benefitsOf(item.row.vipBenefits),
    }))
    .sort((a, b) => a.level - b.level);
}

/** Stored benefits (minor units as text) as the answer's numbers. */
export function benefitsOf(stored: StoredVipBenefits | null): VipBenefits {
  const money = (value: string | undefined) => minorToNumber(BigInt(value ?? '0'));
  return {
    depositRequirement: money(stored?.depositRequirement),
    turnoverRequirement: money(stored?.turnoverRequirement),
    upgradeBonus: money(stored?.upgradeBonus),
    birthdayBonus: money(stored?.birthdayBonus),
    monthlyBonus: money(stored?.monthlyBonus),
    rebatePercent: stored?.rebatePercent ?? '0',
    dailyWithdrawals: stored?.dailyWithdrawals ?? 0,
    dailyWithdrawalLimit: money(stored?.dailyWithdrawalLimit),
  };
}
