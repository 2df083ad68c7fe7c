import type { DownlineAccountType } from '../../../shared/api/agent';
import { hashPassword } from '../../lib/passwords';
import type { MemberRow } from '../../db/schema';
import type { Database } from '../../db/client';
import { auditAccount } from '../auth/audit';
import type { Caller } from '../auth/deps';
import { checkField, LOOSE_RULE } from '../auth/field-errors';
import { checkNewPassword } from '../auth/new-password';
import { insertMember, selectMemberByUsername } from '../auth/queries';
import { taken } from '../auth/register';
import { uniqueViolation } from '../auth/unique-violation';
import type { BrandSnapshot } from '../system/snapshot';
import { memberTypeOf, requireAgent } from './access';
import { AFFILIATE_CODE_LENGTH, randomCode } from './links';

/**
 * "Register account" of the agent centre: an agent opens a member or a sub-agent directly under
 * itself, with the brand's username and password rules and the same answers as the site's own
 * registration (field errors, 409 username.exists). The unique username index decides between
 * simultaneous attempts at one name: exactly one account comes of them.
 */

export async function registerDownline(
  db: Database,
  brand: BrandSnapshot,
  agent: MemberRow,
  input: { username: string; password: string; accountType: DownlineAccountType },
  caller: Caller,
  now: number,
): Promise<MemberRow> {
  requireAgent(agent);
  const username = input.username.trim();
  checkField('username', username, brand.info.register.username ?? LOOSE_RULE, true);
  checkNewPassword(brand, input.password, undefined, 'password', 'password');
  if (await selectMemberByUsername(db, brand.id, username)) throw taken('username');
  const passwordHash = await hashPassword(input.password);
  let member: MemberRow;
  try {
    member = await insertMember(db, {
      brandId: brand.id,
      username,
      passwordHash,
      passwordChangedAt: new Date(now),
      type: memberTypeOf(input.accountType),
      uplineId: agent.id,
      affiliateCode: input.accountType === 'agent' ? randomCode(AFFILIATE_CODE_LENGTH) : null,
      registerIp: caller.ip,
    });
  } catch (error) {
    if (uniqueViolation(error) === null) throw error;
    throw taken('username');
  }
  await auditAccount(db, now, {
    brandId: brand.id,
    memberId: member.id,
    username: member.username,
    event: 'register',
    caller,
    detail: { by: agent.username, accountType: input.accountType },
  });
  return member;
}
