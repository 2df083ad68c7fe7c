import type { FastifyRequest } from 'fastify';
import { ERROR_CODES } from '../../../shared/api/error-codes';
import type { RealtimeClientFrame, RealtimeErrorCode } from '../../../shared/api/realtime';
import { ApiError } from '../../lib/errors';
import type { AuthDeps } from '../auth/deps';
import { resolveSession } from '../auth/sessions';
import { take } from '../limits/limiter';
import { RULES } from '../limits/rules';
import type { BrandCache } from '../system/brand-cache';
import { isRegionRestricted } from '../system/service';

/** Who a socket's auth frame proved it is: a member (with the session to re-check) or a visitor. */
export type AuthOutcome =
  | { ok: true; memberId: number; sessionId: number }
  | { ok: true; memberId: null; sessionId: null }
  | { ok: false; code: RealtimeErrorCode };

type AuthFrame = Extract<RealtimeClientFrame, { type: 'auth' }>;

/**
 * Checks an auth frame the way the REST API checks a call: the brand (the frame's merchant, as
 * the Merchant header would name it; else the request context's), maintenance and region, then
 * the session token through the same resolveSession as the member-auth hook, counted by the
 * shared limiter per address. An empty token is a visitor, who may join public topics only.
 */
export async function authenticate(
  deps: { auth: AuthDeps; brands: BrandCache },
  request: FastifyRequest,
  frame: AuthFrame,
): Promise<AuthOutcome> {
  const brand = frame.merchant ? deps.brands.get(frame.merchant) : request.ctx?.brand;
  if (!brand) return { ok: false, code: ERROR_CODES.unknownMerchant };
  if (brand.maintenance) return { ok: false, code: ERROR_CODES.maintenance };
  if (isRegionRestricted(brand, request.ip)) return { ok: false, code: ERROR_CODES.regionRestricted };
  if (frame.token === '') return { ok: true, memberId: null, sessionId: null };
  try {
    await take(deps.auth.db, deps.auth.now(), [[RULES.realtimeAuth, `${brand.id}:${request.ip}`]], 'Too many sign-ins');
    const { member, sessionId } = await resolveSession(deps.auth, brand, frame.token);
    // As on REST: while a password change is due, the session serves nothing but the change.
    if (member.mustChangePassword) return { ok: false, code: ERROR_CODES.forbidden };
    return { ok: true, memberId: member.id, sessionId };
  } catch (error) {
    if (error instanceof ApiError && error.code === ERROR_CODES.tooManyRequests)
      return { ok: false, code: ERROR_CODES.tooManyRequests };
    if (error instanceof ApiError && error.code === ERROR_CODES.notLoggedIn)
      return { ok: false, code: ERROR_CODES.notLoggedIn };
    throw error;
  }
}
