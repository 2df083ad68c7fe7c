import { randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { SocialProvider } from '../../../shared/api/auth';
import { ERROR_CODES } from '../../../shared/api/envelope';
import { socialCodes, socialIdentities, socialStates } from '../../db/schema';
import { ApiError } from '../../lib/errors';
import { newToken, sha256 } from '../../lib/tokens';
import type { BrandSnapshot } from '../system/snapshot';
import { auditAccount } from './audit';
import type { AuthDeps, Caller } from './deps';
import { insertMember, selectMember } from './queries';

/** A login in progress may take this long at the provider; the one-time code lives a minute. */
const STATE_TTL_MS = 10 * 60_000;
const CODE_TTL_MS = 60_000;

/** Only same-site paths: '/x' yes; '//host', 'https://host' or '/\host' would be an open redirect. */
export function safeReturnTo(returnTo: string | undefined): string {
  return returnTo && /^\/(?![/\\])[^\s]*$/.test(returnTo) ? returnTo : '/';
}

export function callbackUrl(deps: AuthDeps, provider: SocialProvider): string {
  return `${deps.publicUrl}/wps/session/social/${provider}/callback`;
}

/** Starts a social login: remembers state, nonce and PKCE verifier, and answers the provider's URL. */
export async function startSocialLogin(
  deps: AuthDeps,
  brand: BrandSnapshot,
  provider: SocialProvider,
  returnTo: string | undefined,
): Promise<URL> {
  const client = deps.social(brand, provider);
  if (!client) throw new ApiError(400, ERROR_CODES.functionNotAvailable, `Login with ${provider} is not available`);
  const state = newToken();
  const nonce = newToken();
  const codeVerifier = newToken();
  await deps.db.insert(socialStates).values({
    state,
    brandId: brand.id,
    provider,
    nonce,
    codeVerifier,
    returnTo: safeReturnTo(returnTo),
    expiresAt: new Date(deps.now() + STATE_TTL_MS),
  });
  return client.authorizationUrl({ state, nonce, codeVerifier, redirectUri: callbackUrl(deps, provider) });
}

/** The login a callback's state belongs to (used up here), or undefined when unknown or expired. */
export async function takeState(deps: AuthDeps, provider: SocialProvider, state: string) {
  const rows = await deps.db
    .delete(socialStates)
    .where(
      and(
        eq(socialStates.state, state),
        eq(socialStates.provider, provider),
        gt(socialStates.expiresAt, new Date(deps.now())),
      ),
    )
    .returning();
  return rows[0];
}

/**
 * Finishes a social login: the provider vouches for an identity, which is linked to a member
 * (a new member on the first login; e-mail addresses never link to existing accounts, so an
 * address at a provider cannot take over an account). Answers a one-time code for the page.
 */
export async function finishSocialLogin(
  deps: AuthDeps,
  brand: BrandSnapshot,
  provider: SocialProvider,
  input: { code: string; nonce: string; codeVerifier: string },
  caller: Caller,
): Promise<string> {
  const client = deps.social(brand, provider);
  if (!client) throw new ApiError(400, ERROR_CODES.functionNotAvailable, `Login with ${provider} is not available`);
  const identity = await client.exchange({ ...input, redirectUri: callbackUrl(deps, provider) });
  const [linked] = await deps.db
    .select({ memberId: socialIdentities.memberId })
    .from(socialIdentities)
    .where(
      and(
        eq(socialIdentities.brandId, brand.id),
        eq(socialIdentities.provider, provider),
        eq(socialIdentities.subject, identity.subject),
      ),
    );
  let memberId = linked?.memberId;
  if (memberId === undefined) {
    memberId = await deps.db.transaction(async (tx) => {
      const member = await insertMember(tx, {
        brandId: brand.id,
        username: `${provider}_${randomBytes(5).toString('hex')}`,
        passwordHash: null,
        type: 0,
        nickname: (identity.name ?? '').slice(0, 20),
        email: identity.email ?? null,
        registerIp: caller.ip,
      });
      await tx.insert(socialIdentities).values({
        brandId: brand.id,
        provider,
        subject: identity.subject,
        memberId: member.id,
        email: identity.email ?? null,
      });
      await auditAccount(tx, deps.now(), {
        brandId: brand.id,
        memberId: member.id,
        username: member.username,
        event: 'register',
        caller,
        detail: { provider },
      });
      return member.id;
    });
  }
  const member = await selectMember(deps.db, memberId);
  if (!member || member.disabled) throw new ApiError(403, ERROR_CODES.accountDisabled, 'This account is disabled');
  const code = newToken();
  await deps.db
    .insert(socialCodes)
    .values({ codeHash: sha256(code), memberId, expiresAt: new Date(deps.now() + CODE_TTL_MS) });
  return code;
}
