import { ERROR_CODES } from '../../../shared/api/error-codes';
import { ApiError } from '../../lib/errors';
import { sessionInvalid } from '../house/sessions';
import type { SeamlessError } from '../seamless/errors';
import { ledgerLimitExceeded } from '../wallet/bounds';
import { insufficientFunds } from '../wallet/ledger';

/** The player's answer to a wallet refusal of a slip's bet (as the house's slot answers a refused stake). */
export function walletRefusal(error: SeamlessError): ApiError {
  if (error.code === 'INSUFFICIENT_FUNDS') return insufficientFunds(error.balance ?? 0n);
  if (error.code === 'INVALID_TOKEN') return sessionInvalid();
  if (error.code === 'LIMIT_EXCEEDED') return ledgerLimitExceeded();
  return new ApiError(403, ERROR_CODES.forbidden, `The wallet refused the bet (${error.code})`);
}
