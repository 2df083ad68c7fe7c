import type { MemberPage } from './menu';

/** The member-centre pages built by the cashier chunk (member/cashier/CashierPage.tsx). */
export const CASHIER_PAGE_NAMES = [
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
] as const;
export type CashierPageName = (typeof CASHIER_PAGE_NAMES)[number];

export function isCashierPage(page: MemberPage): page is CashierPageName {
  return (CASHIER_PAGE_NAMES as readonly string[]).includes(page);
}

type CashierModule = { default: React.ComponentType<{ page: CashierPageName }> };
export const loadCashierPage = (): Promise<CashierModule> => import('./cashier/CashierPage');
