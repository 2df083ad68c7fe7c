import { eq } from 'drizzle-orm';
import { ERROR_CODES } from '../../../shared/api/envelope';
import type { PaymentPasswordRequest } from '../../../shared/api/withdraw';
import type { Database } from '../../db/client';
import { paymentPasswords, type MemberRow } from '../../db/schema';
import { ApiError } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { auditAccount } from '../auth/audit';
import type { Caller } from '../auth/deps';
import { clear, holdUntil, release, reserve, tooManyRequests, type Slot } from '../limits/limiter';
import { LOCK_AFTER_FAILURES, LOCK_MS, RULES } from '../limits/rules';
import { requireRealAccount } from '../auth/roles';

/**
 * The payment password: a 6-digit secret, separate from the login password, asked when a payout
 * account is bound and on every withdrawal. Stored as argon2id like login passwords; wrong
 * attempts are counted per member and every LOCK_AFTER_FAILURES-th locks it for LOCK_MS, as
 * logins do, so a stolen session cannot guess it. Each guess (and each login password offered to
 * set the first one) reserves its slot in the shared limiter (RULES.paymentPassword, per member)
 * before argon2 runs, so a burst of guesses runs at most LOCK_AFTER_FAILURES checks.
 */

const FORMAT = /^\d{6}$/;

function locked(retryAfterMs: number): ApiError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new ApiError(
    429,
    ERROR_CODES.paymentPasswordLocked,
    `Too many wrong payment passwords; try again in ${Math.ceil(seconds / 60)} minutes`,
    null,
    { 'retry-after': String(seconds) },
    seconds,
  );
}

function checkFormat(password: string): void {
  if (!FORMAT.test(password))
    throw new ApiError(400, ERROR_CODES.paymentPasswordFormat, 'The payment password must be exactly 6 digits', {
      field: 'newPaymentPassword',
    });
}

/** Whether the member has set a payment password. */
export async function hasPaymentPassword(db: Database, memberId: number): Promise<boolean> {
  const rows = await db
    .select({ id: paymentPasswords.memberId })
    .from(paymentPasswords)
    .where(eq(paymentPasswords.memberId, memberId));
  return rows.length > 0;
}

/**
 * Checks the payment password: 400 payment.password.not.set, 429 payment.password.locked while
 * locked (or when this failure locks it), 400 payment.password.invalid with the attempts left.
 */
export async function verifyPaymentPassword(
  db: Database,
  member: MemberRow,
  password: string,
  now: number,
  caller: Caller | null,
): Promise<void> {
  const memberId = member.id;
  const [row] = await db.select().from(paymentPasswords).where(eq(paymentPasswords.memberId, memberId));
  if (!row) throw new ApiError(400, ERROR_CODES.paymentPasswordNotSet, 'Set a payment password first');
  const slot = await reserveGuess(db, member, now);
  if (await verifyPassword(row.passwordHash, password)) {
    await clear(db, slot);
    return;
  }
  await lockOnLastGuess(db, member, slot, now, caller);
  throw new ApiError(400, ERROR_CODES.paymentPasswordInvalid, 'The payment password is wrong', {
    attemptsLeft: LOCK_AFTER_FAILURES - slot.count,
  });
}

/**
 * Reserves one guess of the member's secrets: 429 payment.password.locked when locked, 429
 * TOO_MANY_REQUESTS when the guesses in flight fill the allowance (a refused guess is given back:
 * it checked nothing). Right guesses give their slot back (clear), wrong ones keep it.
 */
async function reserveGuess(db: Database, member: MemberRow, now: number): Promise<Slot> {
  const [slot] = await reserve(db, now, [[RULES.paymentPassword, `${member.brandId}:m${member.id}`]]);
  if (!slot) throw new Error('payment password reserved no slot');
  if (slot.allowed) return slot;
  await release(db, slot);
  if (slot.held) throw locked(slot.expiresAt.getTime() - now);
  throw tooManyRequests(1, 'Too many payment password checks at once; try again');
}

/** A wrong guess that used the last slot locks the member for LOCK_MS from now (audited). */
async function lockOnLastGuess(
  db: Database,
  member: MemberRow,
  slot: Slot,
  now: number,
  caller: Caller | null,
): Promise<void> {
  if (slot.count < LOCK_AFTER_FAILURES) return;
  await holdUntil(db, slot, new Date(now + LOCK_MS));
  await auditAccount(db, now, {
    brandId: member.brandId,
    memberId: member.id,
    username: member.username,
    event: 'payment_password.lock',
    caller,
    detail: { failures: slot.count },
  });
  throw locked(LOCK_MS);
}

/**
 * Sets the payment password the first time (proved by the login password, whose failures count
 * toward the login lock) or changes it (proved by the old payment password).
 */
export async function setPaymentPassword(
  db: Database,
  member: MemberRow,
  input: PaymentPasswordRequest,
  now: number,
  caller: Caller | null,
): Promise<{ set: true }> {
  const audit = (event: 'payment_password.set' | 'payment_password.change') =>
    auditAccount(db, now, { brandId: member.brandId, memberId: member.id, username: member.username, event, caller });
  requireRealAccount(member);
  checkFormat(input.newPaymentPassword);
  const existing = await hasPaymentPassword(db, member.id);
  if (existing) {
    if (input.oldPaymentPassword === undefined)
      throw new ApiError(400, ERROR_CODES.paymentPasswordInvalid, 'Enter the current payment password', {
        field: 'oldPaymentPassword',
      });
    await verifyPaymentPassword(db, member, input.oldPaymentPassword, now, caller);
    const passwordHash = await hashPassword(input.newPaymentPassword);
    await db
      .update(paymentPasswords)
      .set({ passwordHash, updatedAt: new Date(now) })
      .where(eq(paymentPasswords.memberId, member.id));
    await audit('payment_password.change');
    return { set: true };
  }

  const slot = await reserveGuess(db, member, now);
  const loginOk =
    input.loginPassword !== undefined &&
    member.passwordHash !== null &&
    (await verifyPassword(member.passwordHash, input.loginPassword));
  if (!loginOk) {
    await lockOnLastGuess(db, member, slot, now, caller);
    throw new ApiError(400, ERROR_CODES.oldPasswordInvalid, 'The login password is wrong', {
      field: 'loginPassword',
    });
  }
  await clear(db, slot);
  const passwordHash = await hashPassword(input.newPaymentPassword);
  const inserted = await db
    .insert(paymentPasswords)
    .values({ memberId: member.id, passwordHash, createdAt: new Date(now), updatedAt: new Date(now) })
    .onConflictDoNothing()
    .returning({ id: paymentPasswords.memberId });
  // A parallel first set won: this one must now prove the old payment password like any change.
  if (inserted.length === 0)
    throw new ApiError(400, ERROR_CODES.paymentPasswordInvalid, 'A payment password is already set; change it', {
      field: 'oldPaymentPassword',
    });
  await audit('payment_password.set');
  return { set: true };
}
