import type { Announcements } from '../../../shared/api/content';
import { ERROR_CODES } from '../../../shared/api/envelope';
import { TRIAL_ROLE } from '../../../shared/constants';
import type { Database } from '../../db/client';
import type { MemberRow } from '../../db/schema';
import { ApiError } from '../../lib/errors';
import { requireRealAccount } from '../auth/roles';
import { selectLiveItems, selectSeenItemIds, upsertSeenItems } from './queries';
import { popupVisible } from './service';

/**
 * The first-visit News popup's state for members (ours): the headline (H) and popup (PU)
 * notices a member has seen, kept on the server so one seen on another device or before a
 * re-login does not come back, while a new notice or an operator's change to one shows again.
 * Visitors and trial accounts have no such record; their client remembers the session instead.
 */

/** The member whose seen notices count: a signed-in real account, else none. */
export function seenStateOwner(member: MemberRow | undefined): number | undefined {
  return member && member.type !== TRIAL_ROLE ? member.id : undefined;
}

/** Flags the News popup's notices of an announcements answer that the member has already seen. */
export async function flagSeenNotices(db: Database, memberId: number, value: Announcements): Promise<void> {
  const news = [...value.headline, ...value.popup];
  const seen = await selectSeenItemIds(
    db,
    memberId,
    news.map((notice) => notice.id),
  );
  for (const notice of news) notice.seen = seen.has(notice.id);
}

/**
 * PUT /wps/announcements/seen: records the notices as seen in their current version. Every id
 * must be a live H or PU notice of the brand that a signed-in member is shown; otherwise
 * nothing is recorded (404 not_found). Trial accounts: 403 trial.forbidden.
 */
export async function markNoticesSeen(
  db: Database,
  brandId: number,
  member: MemberRow,
  ids: readonly number[],
  now: Date,
): Promise<void> {
  requireRealAccount(member);
  const live = await selectLiveItems(db, brandId, ['notice'], now);
  const news = new Set(
    live
      .filter((row) => row.noticeType === 'H' || (row.noticeType === 'PU' && popupVisible(row.execution, true)))
      .map((row) => row.id),
  );
  const unknown = ids.filter((id) => !news.has(id));
  if (unknown.length > 0)
    throw new ApiError(404, ERROR_CODES.notFound, `Not a notice of the News popup: ${unknown.join(', ')}`);
  await upsertSeenItems(db, member.id, [...new Set(ids)], now);
}
