import type { BadgeKey } from '../stores/ProfileStore';

/** The member centre's pages in the spec's menu order (spec section 2, api-contract.md 7.2). */
export const MEMBER_PAGES = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  'referral',
  'missionLeaderboard',
  'messageV2',
  'manualRebate',
] as const;
export type MemberPage = (typeof MEMBER_PAGES)[number];

/** Opened when no page (or an unknown one) is asked for. */
export const DEFAULT_MEMBER_PAGE: MemberPage = 'securityCenter';

/** The pages whose menu entry shows an unread count when above 0. */
export const BADGED_PAGES: readonly BadgeKey[] = ['missionLeaderboard', 'messageV2', 'rewardCenter'];

export function memberPageOf(name: string | undefined): MemberPage {
  return (MEMBER_PAGES as readonly string[]).includes(name ?? '') ? (name as MemberPage) : DEFAULT_MEMBER_PAGE;
}

export function badgeOf(page: MemberPage): BadgeKey | undefined {
  return BADGED_PAGES.find((key) => key === page);
}
