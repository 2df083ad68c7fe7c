/**
 * A brand's cashier settings (issue 5), stored as one jsonb (brands.cashier_settings) and merged
 * over these defaults when the brand snapshot is built, so a brand stores only what it changes
 * and a key added here needs no migration. Amounts are minor units of the brand's currency.
 */

/** Deposits (modules/deposits). */
export interface DepositSettings {
  /** A created or pending order expires after this many minutes. */
  orderExpiryMinutes: number;
}

/** Withdrawals (modules/withdrawals). */
export interface WithdrawalSettings {
  minMinor: number;
  maxMinor: number;
  /** Withdrawal requests per member per day (brand's time zone is UTC+8 unless said otherwise). */
  dailyCount: number;
  /** Turnover required before a withdrawal: this multiple of the deposits. */
  turnoverMultiple: number;
  /** A paid withdrawal not confirmed by the player within this many minutes counts as received. */
  receiptConfirmMinutes: number;
}

/** The cashier queue (modules/admin). */
export interface ApprovalSettings {
  /** Decisions on amounts at or above this need a second, different operator. */
  secondApprovalMinor: number;
}

/** Money bounds of the brand (issue 17; the ledger's global ceilings are in wallet/bounds.ts). */
export interface LimitSettings {
  /**
   * The most one win may pay in a game round (a seamless credit or a result's win, house games
   * included); a larger one is refused (LIMIT_EXCEEDED). 100,000,000.00 by default: far above
   * any real round's win, far below the ledger's ceiling.
   */
  maxWinPerRoundMinor: number;
}

export interface CashierSettings {
  deposit: DepositSettings;
  withdrawal: WithdrawalSettings;
  approval: ApprovalSettings;
  limits: LimitSettings;
}

export const DEFAULT_CASHIER_SETTINGS: CashierSettings = {
  deposit: { orderExpiryMinutes: 30 },
  withdrawal: {
    minMinor: 10_000,
    maxMinor: 5_000_000,
    dailyCount: 5,
    turnoverMultiple: 1,
    receiptConfirmMinutes: 30,
  },
  approval: { secondApprovalMinor: 5_000_000 },
  limits: { maxWinPerRoundMinor: 10_000_000_000 },
};

/** What a brand stores: any part of the settings. */
export type StoredCashierSettings = { [K in keyof CashierSettings]?: Partial<CashierSettings[K]> };

/** The stored settings over the defaults, one level deep. */
export function cashierSettingsOf(stored: StoredCashierSettings): CashierSettings {
  return {
    deposit: { ...DEFAULT_CASHIER_SETTINGS.deposit, ...stored.deposit },
    withdrawal: { ...DEFAULT_CASHIER_SETTINGS.withdrawal, ...stored.withdrawal },
    approval: { ...DEFAULT_CASHIER_SETTINGS.approval, ...stored.approval },
    limits: { ...DEFAULT_CASHIER_SETTINGS.limits, ...stored.limits },
  };
}
