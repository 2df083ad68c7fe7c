import { hashPassword } from '../lib/passwords';
import type { Database } from './client';
import { members } from './schema';

/**
 * The demo agent's team (issue 18), so a fresh start shows a tree in the agent centre: a sub-agent
 * with a member of its own and two more members directly under the demo agent. Their password is
 * public like the other demo accounts' (README "Agents"); one hash serves all of them, so the seed
 * of every test server stays fast.
 */
export const DEMO_TEAM_PASSWORD = 'Demo-team-2026';
export const DEMO_TEAM = [
  { username: 'demosubagent', type: 1, affiliateCode: 'DEMO02', nickname: 'Demo sub-agent', upline: 'agent' },
  { username: 'demomember1', type: 0, affiliateCode: null, nickname: 'Demo member 1', upline: 'agent' },
  { username: 'demomember2', type: 0, affiliateCode: null, nickname: 'Demo member 2', upline: 'agent' },
  { username: 'demomember3', type: 0, affiliateCode: null, nickname: 'Demo member 3', upline: 'sub' },
] as const;

/** Adds the team under the demo agent; only called when the demo accounts were just created. */
export async function seedDemoTeam(db: Database, brandId: number, agentId: number): Promise<string[]> {
  const passwordHash = await hashPassword(DEMO_TEAM_PASSWORD);
  let subId: number | null = null;
  const created: string[] = [];
  for (const account of DEMO_TEAM) {
    const rows: { id: number }[] = await db
      .insert(members)
      .values({
        brandId,
        username: account.username,
        passwordHash,
        type: account.type,
        nickname: account.nickname,
        affiliateCode: account.affiliateCode,
        uplineId: account.upline === 'sub' ? subId : agentId,
      })
      .onConflictDoNothing()
      .returning({ id: members.id });
    if (account.type !== 0) subId = rows[0]?.id ?? null;
    if (rows.length > 0) created.push(account.username);
  }
  return created;
}
