import { randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import { ERROR_CODES } from '../../../shared/api/envelope';
import { smsCodes } from '../../db/schema';
import { ApiError } from '../../lib/errors';
import { sha256 } from '../../lib/tokens';
import type { BrandSnapshot } from '../system/snapshot';
import type { AuthDeps } from './deps';
import { take } from '../limits/limiter';
import { RULES } from '../limits/rules';

/** What a code is for; a code only works for the purpose it was sent for. */
export type SmsPurpose = 'no-login' | 'register' | 'bind-mobile';

export const SMS_MAX_ATTEMPTS = 5;
const NUMBER_MESSAGES: Record<string, string> = {
  [RULES.smsNumberGap.rule]: 'A code was just sent to this number',
  [RULES.smsNumberDay.rule]: 'Too many codes for this number today',
  [RULES.smsIp.rule]: 'Too many codes requested from this address',
};

function codeHash(mobile: string, purpose: SmsPurpose, code: string): string {
  return sha256(`${mobile}:${purpose}:${code}`);
}

/**
 * Makes a 6-digit code for a number and hands it to the SMS provider (unless `deliver` is false:
 * a login code for an unknown number is made but never sent, so the answer cannot tell which
 * numbers have accounts). Limits (one a minute and ten a day per number, ten an hour per IP) are
 * reserved in the shared limiter before the code is made. Returns the minutes the code is valid.
 */
export async function sendSmsCode(
  deps: AuthDeps,
  brand: BrandSnapshot,
  input: { mobile: string; purpose: SmsPurpose; ip: string; deliver: boolean },
): Promise<number> {
  const now = deps.now();
  await take(
    deps.db,
    now,
    [
      [RULES.smsNumberGap, `${brand.id}:${input.mobile}`],
      [RULES.smsNumberDay, `${brand.id}:${input.mobile}`],
      [RULES.smsIp, `${brand.id}:${input.ip}`],
    ],
    (refused) => NUMBER_MESSAGES[refused.limit.rule] ?? 'Too many codes requested',
  );

  const minutes = brand.auth.smsCodeMinutes;
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await deps.db.transaction(async (tx) => {
    // A new code replaces the earlier ones of the same purpose.
    await tx
      .update(smsCodes)
      .set({ consumedAt: new Date(now) })
      .where(
        and(
          eq(smsCodes.brandId, brand.id),
          eq(smsCodes.mobile, input.mobile),
          eq(smsCodes.purpose, input.purpose),
          isNull(smsCodes.consumedAt),
        ),
      );
    await tx.insert(smsCodes).values({
      brandId: brand.id,
      mobile: input.mobile,
      purpose: input.purpose,
      codeHash: codeHash(input.mobile, input.purpose, code),
      ip: input.ip,
      createdAt: new Date(now),
      expiresAt: new Date(now + minutes * 60_000),
    });
  });
  if (input.deliver) {
    try {
      await deps.sms.send({
        brandId: brand.id,
        to: input.mobile,
        text: `${brand.info.brand.name}: your verification code is ${code}. It expires in ${minutes} minutes.`,
        purpose: input.purpose,
      });
    } catch (error) {
      deps.log.warn({ err: error, provider: deps.sms.name }, 'SMS provider refused a message');
      throw new ApiError(502, ERROR_CODES.smsSendFailed, 'The text message could not be sent; please try again later');
    }
  }
  return minutes;
}

function invalid(message = 'The verification code is wrong'): ApiError {
  return new ApiError(400, ERROR_CODES.smsCodeInvalid, message);
}

/**
 * Uses up the number's latest code for the purpose, or throws sms.code.invalid / sms.code.expired.
 * Each try counts (at most 5 per code); the comparison is constant-time; a used code never works again.
 */
export async function useSmsCode(
  deps: AuthDeps,
  brand: BrandSnapshot,
  input: { mobile: string; purpose: SmsPurpose; code: string },
): Promise<void> {
  const now = new Date(deps.now());
  const rows = await deps.db
    .select()
    .from(smsCodes)
    .where(
      and(
        eq(smsCodes.brandId, brand.id),
        eq(smsCodes.mobile, input.mobile),
        eq(smsCodes.purpose, input.purpose),
        isNull(smsCodes.consumedAt),
      ),
    )
    .orderBy(desc(smsCodes.createdAt))
    .limit(1);
  const row = rows[0];
  if (!row) throw invalid();
  if (row.expiresAt <= now)
    throw new ApiError(400, ERROR_CODES.smsCodeExpired, 'The verification code has expired; request a new one');
  const counted = await deps.db
    .update(smsCodes)
    .set({ attempts: sql`${smsCodes.attempts} + 1` })
    .where(and(eq(smsCodes.id, row.id), lt(smsCodes.attempts, SMS_MAX_ATTEMPTS), isNull(smsCodes.consumedAt)))
    .returning({ id: smsCodes.id });
  if (counted.length === 0) throw invalid('Too many wrong tries; request a new code');
  const given = Buffer.from(codeHash(input.mobile, input.purpose, input.code.trim()));
  if (!timingSafeEqual(given, Buffer.from(row.codeHash))) throw invalid();
  const used = await deps.db
    .update(smsCodes)
    .set({ consumedAt: now })
    .where(and(eq(smsCodes.id, row.id), isNull(smsCodes.consumedAt)))
    .returning({ id: smsCodes.id });
  if (used.length === 0) throw invalid();
}
