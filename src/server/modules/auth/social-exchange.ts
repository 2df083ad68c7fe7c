import { and, eq, gt, isNull } from 'drizzle-orm';
import type { SessionValue } from '../../../shared/api/auth';
import { socialCodes } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { sha256 } from '../../lib/tokens';
import type { BrandSnapshot } from '../system/snapshot';
import type { AuthDeps, Caller } from './deps';
import { selectMember } from './queries';
import { completeLogin } from './session-value';

/**
 * Trades the one-time code a social-login callback put in the page's URL for a session. The
 * code is stored hashed, lives a minute and works once, so a URL that leaks (history, referrer)
 * is useless; the session token itself never appears in a URL.
 */
export async function socialExchange(
  deps: AuthDeps,
  brand: BrandSnapshot,
  code: string,
  caller: Caller,
): Promise<SessionValue> {
  const now = new Date(deps.now());
  const rows = await deps.db
    .update(socialCodes)
    .set({ usedAt: now })
    .where(and(eq(socialCodes.codeHash, sha256(code)), isNull(socialCodes.usedAt), gt(socialCodes.expiresAt, now)))
    .returning({ memberId: socialCodes.memberId });
  const member = rows[0] && (await selectMember(deps.db, rows[0].memberId));
  if (!member || member.brandId !== brand.id || member.disabled)
    throw badRequest('The sign-in link is invalid or has expired; please sign in again');
  const { value } = await completeLogin(deps, brand, member, caller, { event: 'login', detail: { type: 'social' } });
  // Social logins never force a password change (the client skips it for third-party logins).
  return { ...value, passwordExpired: false };
}
