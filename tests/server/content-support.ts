// Helpers of the content suites: operators of each role, operator API calls, minimal inputs.
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { OperatorRole } from '../../src/shared/api/admin';
import type { ContentKind } from '../../src/shared/api/content';
import { hashPassword } from '../../src/server/lib/passwords';
import { insertOperator } from '../../src/server/modules/admin/queries';
import type { TestServer } from '../fixtures/server';
import { query } from './wallet-support';

const PASSWORD = 'Content-operator-1';

/** Creates an operator of a role and signs it in; returns its bearer token. */
export async function operatorToken(server: TestServer, username: string, role: OperatorRole): Promise<string> {
  await insertOperator(server.database.db, { username, passwordHash: await hashPassword(PASSWORD), role });
  const res = await server.inject({
    method: 'POST',
    url: '/admin/api/session',
    payload: { username, password: PASSWORD },
  });
  return res.json<{ value: { token: string } }>().value.token;
}

/** An operator API call under /admin/api/content/demo. */
export function contentAdmin(
  server: TestServer,
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  return server.inject({
    method,
    url: `/admin/api/content/demo/${path}`,
    headers: { authorization: `Bearer ${token}` },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

/** One-language translations. */
export const texts = (entries: Record<string, [string, string] | [string, string, string]>) =>
  Object.fromEntries(
    Object.entries(entries).map(([language, [title, content, imageUrl]]) => [
      language,
      { title, content, imageUrl: imageUrl ?? '' },
    ]),
  );

const common = { enabled: true, sort: 0, startTime: null, endTime: null };

export const bannerInput = (overrides: Record<string, unknown> = {}) => ({
  ...common,
  groupName: 'w_live',
  linkageType: '',
  linkageTarget: '',
  translations: texts({ en: ['Banner', '', '/img/banners/test-1.svg'] }),
  ...overrides,
});

export const noticeInput = (overrides: Record<string, unknown> = {}) => ({
  ...common,
  type: 'PL',
  execution: 'B',
  promotionType: '',
  translations: texts({ en: ['Notice', '<p>Text</p>'] }),
  ...overrides,
});

export const helpInput = (overrides: Record<string, unknown> = {}) => ({
  ...common,
  tag: 'faq',
  translations: texts({ en: ['Help', '<p>Text</p>'] }),
  ...overrides,
});

export const vipInput = (overrides: Record<string, unknown> = {}) => ({
  ...common,
  level: 9,
  benefits: {
    depositRequirement: '2000000.00',
    turnoverRequirement: 30_000_000,
    upgradeBonus: 18_888,
    birthdayBonus: 0,
    monthlyBonus: '3888.5',
    rebatePercent: '1.20',
    dailyWithdrawals: 30,
    dailyWithdrawalLimit: 10_000_000,
  },
  translations: texts({ en: ['VIP 9', '<p>Top</p>'] }),
  ...overrides,
});

export const INPUTS: Record<ContentKind, (overrides?: Record<string, unknown>) => Record<string, unknown>> = {
  banners: bannerInput,
  notices: noticeInput,
  help: helpInput,
  vip: vipInput,
};

/** Counts of content rows and of operator audit entries, to prove a refusal stored nothing. */
export async function contentCounts(server: TestServer): Promise<{ items: number; texts: number; audit: number }> {
  const [row] = await query<{ items: number; texts: number; audit: number }>(
    server.database.db,
    sql`select (select count(*)::int from content_items) as items,
               (select count(*)::int from content_translations) as texts,
               (select count(*)::int from operator_audit) as audit`,
  );
  return row ?? { items: 0, texts: 0, audit: 0 };
}
