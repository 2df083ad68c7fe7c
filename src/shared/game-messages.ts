/**
 * Messages a game page posts to the site that frames it (`window.parent.postMessage`). They are
 * hints and nothing more: the site never takes a figure from a game (any game may post
 * anything), it only asks its own API again.
 */

/** A round of the game moved the player's money: the site refreshes its header balance. */
export const BALANCE_CHANGED = 'playhub:balance-changed';

export interface BalanceChangedMessage {
  readonly type: typeof BALANCE_CHANGED;
}

export const balanceChangedMessage: BalanceChangedMessage = { type: BALANCE_CHANGED };

/** Whether a posted message's data is the balance hint. */
export function isBalanceChanged(data: unknown): data is BalanceChangedMessage {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === BALANCE_CHANGED;
}
