import type { SeamlessErrorCode } from './contract';

/**
 * A refusal of a seamless message: the vendor gets the code (and, for INSUFFICIENT_FUNDS, the
 * player's balance in minor units) and must treat the message as not done. The HTTP shell
 * answers it with status ERROR; the house vendor catches it in process.
 */
export class SeamlessError extends Error {
  constructor(
    readonly code: SeamlessErrorCode,
    message: string,
    readonly balance?: bigint,
  ) {
    super(message);
    this.name = 'SeamlessError';
  }
}
