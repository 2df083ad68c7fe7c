import { ERROR_CODES } from '../../../shared/api/envelope';
import { TRIAL_ROLE } from '../../../shared/constants';
import type { MemberRow } from '../../db/schema';
import { ApiError } from '../../lib/errors';

/** Trial (free-play) accounts may look but not change an account: 403 trial.forbidden. */
export function requireRealAccount(member: MemberRow): void {
  if (member.type === TRIAL_ROLE)
    throw new ApiError(403, ERROR_CODES.trialForbidden, 'This needs a real account; please register');
}
