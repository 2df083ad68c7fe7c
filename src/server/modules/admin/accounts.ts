import type { MailOutboxEntry, MemberAdminView, SmsOutboxEntry } from '../../../shared/api/admin-accounts';
import { ERROR_CODES } from '../../../shared/api/envelope';
import type { MemberRow } from '../../db/schema';
import { ApiError, badRequest } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import { auditAccount } from '../auth/audit';
import { listMailOutbox, listSmsOutbox } from '../auth/outbox';
import { forgetLoginFailures } from '../auth/login';
import { checkPasswordPolicy } from '../auth/password-policy';
import { revokeMemberSessions, revokeRememberTokens, selectMemberByUsername, updateMember } from '../auth/queries';
import { getBrand } from '../system/service';
import { insertAudit } from './queries';
import { requireRole, type Actor, type AdminDeps } from './service';

/**
 * Operator account tools, shared by the operator API and the CLI: reading the outboxes of the
 * local SMS and mail providers, unlocking a member, and setting a member's password. Writes are
 * audited twice: in operator_audit (who did it) and account_audit (what happened to the account).
 */

export async function smsOutbox(deps: AdminDeps, merchant: string, limit = 50): Promise<SmsOutboxEntry[]> {
  const brand = await getBrand(deps.db, merchant);
  const rows = await listSmsOutbox(deps.db, brand.id, limit);
  return rows.map((r) => ({
    id: r.id,
    to: r.to,
    text: r.text,
    purpose: r.purpose,
    createdAt: r.createdAt.toISOString(),
  }));
}

export async function mailOutbox(deps: AdminDeps, merchant: string, limit = 50): Promise<MailOutboxEntry[]> {
  const brand = await getBrand(deps.db, merchant);
  const rows = await listMailOutbox(deps.db, brand.id, limit);
  return rows.map((r) => ({
    id: r.id,
    to: r.to,
    subject: r.subject,
    text: r.text,
    createdAt: r.createdAt.toISOString(),
  }));
}

function view(row: MemberRow): MemberAdminView {
  return {
    username: row.username,
    type: row.type,
    lockedUntil: row.lockedUntil?.toISOString() ?? null,
    failedLogins: row.failedLogins,
    mustChangePassword: row.mustChangePassword,
  };
}

async function changeMember(
  deps: AdminDeps,
  actor: Actor,
  input: { merchant: string; username: string },
  action: 'member.unlock' | 'member.reset-password',
  values: Partial<MemberRow>,
): Promise<MemberAdminView> {
  requireRole(actor, 'operator');
  const brand = await getBrand(deps.db, input.merchant);
  const now = deps.now?.() ?? Date.now();
  return deps.db.transaction(async (tx) => {
    const member = await selectMemberByUsername(tx, brand.id, input.username);
    if (!member)
      throw new ApiError(404, ERROR_CODES.accountNotFound, `No member "${input.username}" in ${brand.merchantCode}`);
    const row = (await updateMember(tx, member.id, values)) ?? member;
    await forgetLoginFailures(tx, brand.id, member.id);
    if (action === 'member.reset-password') {
      await revokeMemberSessions(tx, member.id, new Date(now));
      await revokeRememberTokens(tx, member.id, new Date(now));
    }
    const detail = { merchant: brand.merchantCode, username: member.username };
    await insertAudit(tx, { operator: actor.name, operatorId: actor.operatorId, action, detail, ip: actor.ip });
    await auditAccount(tx, now, {
      brandId: brand.id,
      memberId: member.id,
      username: member.username,
      event: action === 'member.unlock' ? 'unlock' : 'password.reset',
      caller: null,
      detail: { by: actor.name },
    });
    return view(row);
  });
}

/** Lifts a login lock and clears the failure count. */
export function unlockMember(deps: AdminDeps, actor: Actor, input: { merchant: string; username: string }) {
  return changeMember(deps, actor, input, 'member.unlock', { failedLogins: 0, lockedUntil: null });
}

/**
 * Sets a member's password (for a player who lost access to both e-mail and phone). The player
 * must choose a new one at the next login; every session and remember token ends.
 */
export async function resetMemberPassword(
  deps: AdminDeps,
  actor: Actor,
  input: { merchant: string; username: string; password: string },
): Promise<MemberAdminView> {
  requireRole(actor, 'operator');
  const problem = checkPasswordPolicy(input.password);
  if (problem)
    throw badRequest(`The password is refused by the policy (${problem}): 8 to 64 characters, not a common one`);
  const passwordHash = await hashPassword(input.password);
  return changeMember(deps, actor, input, 'member.reset-password', {
    passwordHash,
    passwordChangedAt: new Date(deps.now?.() ?? Date.now()),
    mustChangePassword: true,
    tempPasswordHash: null,
    tempPasswordExpiresAt: null,
    failedLogins: 0,
    lockedUntil: null,
  });
}
