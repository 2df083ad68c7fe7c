import { timingSafeEqual } from 'node:crypto';
import { and, eq, isNull, lt } from 'drizzle-orm';
import { captchas } from '../../db/schema';
import { newToken, sha256 } from '../../lib/tokens';
import type { BrandSnapshot } from '../system/snapshot';
import { randomCaptchaText, renderCaptchaPng } from './captcha-image';
import type { AuthDeps } from './deps';
import { take } from '../limits/limiter';
import { RULES } from '../limits/rules';

/** A captcha is valid this long after it was drawn. */
export const CAPTCHA_TTL_MS = 2 * 60_000;

/** The stored form of an answer: bound to its captcha id, case-insensitive. */
function answerHash(id: string, answer: string): string {
  return sha256(`${id}:${answer.trim().toUpperCase()}`);
}

/**
 * The built-in captcha: a server-drawn PNG whose answer is stored hashed, valid 2 minutes and
 * for one attempt (right or wrong). At most one image per second per IP.
 */
export async function drawCaptcha(
  deps: AuthDeps,
  brand: BrandSnapshot,
  ip: string,
): Promise<{ id: string; pngBase64: string }> {
  const now = deps.now();
  await take(deps.db, now, [[RULES.captcha, `${brand.id}:${ip}`]], 'Captcha images can be refreshed once a second');
  const id = newToken();
  const text = randomCaptchaText();
  // Expired captchas are useless; dropping them here keeps the table to a few minutes of traffic.
  await deps.db.delete(captchas).where(lt(captchas.expiresAt, new Date(now)));
  await deps.db
    .insert(captchas)
    .values({ id, brandId: brand.id, answerHash: answerHash(id, text), expiresAt: new Date(now + CAPTCHA_TTL_MS) });
  return { id, pngBase64: renderCaptchaPng(text).toString('base64') };
}

/** Uses up a captcha and says whether the answer was right; a used or expired one is always wrong. */
export async function checkCaptcha(deps: AuthDeps, brand: BrandSnapshot, id: string, answer: string): Promise<boolean> {
  if (id === '' || answer === '') return false;
  const now = new Date(deps.now());
  const rows = await deps.db
    .update(captchas)
    .set({ usedAt: now })
    .where(and(eq(captchas.id, id), eq(captchas.brandId, brand.id), isNull(captchas.usedAt)))
    .returning({ answerHash: captchas.answerHash, expiresAt: captchas.expiresAt });
  const row = rows[0];
  if (!row || row.expiresAt <= now) return false;
  return timingSafeEqual(Buffer.from(row.answerHash), Buffer.from(answerHash(id, answer)));
}
