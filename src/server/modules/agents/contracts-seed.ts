import { and, eq, sql } from 'drizzle-orm';
import type { ContractKind } from '../../../shared/api/agent';
import type { Database } from '../../db/client';
import { agentContractSettings, agentContracts, members } from '../../db/schema';

/** The demo agent's platform contracts: modest tiers a sub-agent's offer can stay under. */
export const DEMO_PLATFORM_TERMS: Record<ContractKind, Record<string, unknown>> = {
  daily: {
    tiers: [
      { minTurnover: 0, minActivePlayers: 0, rateBp: 50 },
      { minTurnover: 10_000, minActivePlayers: 3, rateBp: 100 },
      { minTurnover: 100_000, minActivePlayers: 10, rateBp: 150 },
    ],
  },
  hourly: {
    tiers: [
      { minTurnover: 0, rateBp: 20 },
      { minTurnover: 5_000, rateBp: 40 },
    ],
  },
  realtime: { winRateBp: 30, lossRateBp: 80 },
  dividend: {
    cycle: 'monthly',
    tiers: [
      { minTurnover: 0, minNetLoss: 0, rateBp: 1_000 },
      { minTurnover: 50_000, minNetLoss: 10_000, rateBp: 2_000 },
      { minTurnover: 200_000, minNetLoss: 50_000, rateBp: 3_000 },
    ],
  },
};

/**
 * The demo brand runs every contract kind without operator approval, and the demo agent holds
 * the platform's contract of each, so a fresh start shows the four contract pages with a contract
 * to offer from. Safe on every start and from several processes: the first version of each is
 * inserted only when the agent has none of that kind (a lost race does nothing).
 */
export async function seedDemoContracts(db: Database, brandId: number, agentUsername: string): Promise<void> {
  await db
    .insert(agentContractSettings)
    .values({ brandId, daily: true, hourly: true, realtime: true, dividend: true, approvalRequired: false })
    .onConflictDoNothing();
  const [agent] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.brandId, brandId), sql`lower(${members.username}) = ${agentUsername.toLowerCase()}`));
  if (!agent) return;
  for (const [kind, terms] of Object.entries(DEMO_PLATFORM_TERMS)) {
    const held = await db
      .select({ id: agentContracts.id })
      .from(agentContracts)
      .where(and(eq(agentContracts.childId, agent.id), eq(agentContracts.kind, kind)))
      .limit(1);
    if (held.length > 0) continue;
    await db
      .insert(agentContracts)
      .values({
        brandId,
        kind,
        parentId: null,
        childId: agent.id,
        version: 1,
        status: 'approved',
        terms,
        offeredBy: 'operator:seed',
        decidedAt: new Date(),
      })
      .onConflictDoNothing();
  }
}
