import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ENDPOINTS } from '../../../shared/api/endpoints';
import { EnvelopeSchema, ErrorEnvelopeSchema } from '../../../shared/api/envelope';
import {
  HouseRoundRecordPageSchema,
  HouseRoundRecordQuerySchema,
  type HouseRoundRecordPage,
} from '../../../shared/api/house';
import type { Language } from '../../../shared/i18n/languages';
import { minorToNumber } from '../../../shared/money';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/migrate';
import { contextOf } from '../../plugins/context';
import { signedInOf } from '../../plugins/member-auth';

const errors = { '4xx': ErrorEnvelopeSchema, '5xx': ErrorEnvelopeSchema };
const DEFAULT_PAGE_SIZE = 15;
const MAX_PAGE_SIZE = 100;

/**
 * The member's betting record of house games (member centre, personalHistoryCopy): settled real
 * rounds, newest first, each with its RNG reference, so the player can open any of them in the
 * verifier once its seed pair is revealed. Each round names its game in the reader's language
 * (English, then the code, when the catalogue has no such name) and its vendor's display name,
 * read from the catalogue as it is now: a round is recorded by codes only.
 */
export async function houseRoundRecord(
  db: Database,
  brandId: number,
  memberId: number,
  page: number,
  pageSize: number,
  language: Language,
): Promise<HouseRoundRecordPage> {
  const size = Math.min(MAX_PAGE_SIZE, Math.max(1, pageSize));
  const rows = rowsOf<{
    id: number;
    game_code: string;
    vendor_code: string;
    game_name: string | null;
    vendor_name: string | null;
    stake: string;
    payout: string;
    jackpot_win: string;
    settled_at: string | Date;
    commitment: string;
    client_seed: string;
    nonce: number;
    server_seed: string | null;
    total: number;
  }>(
    await db.execute(sql`select r.id::int as id, r.game_code, r.vendor_code, r.stake::text as stake,
        r.payout::text as payout, r.jackpot_win::text as jackpot_win, r.settled_at, r.commitment, r.client_seed,
        r.nonce, case when s.revealed_at is not null then s.server_seed end as server_seed,
        coalesce(nullif(g.names ->> ${language}, ''), g.names ->> 'en') as game_name, v.display_name as vendor_name,
        count(*) over ()::int as total
      from house_rounds r join house_seeds s on s.id = r.seed_id
        left join vendors v on v.brand_id = r.brand_id and v.vassalage = r.vendor_code
        left join games g on g.vendor_id = v.id and g.game_code = r.game_code
      where r.brand_id = ${brandId} and r.member_id = ${memberId} and r.status = 'settled'
      order by r.id desc limit ${size} offset ${(page - 1) * size}`),
  );
  return {
    list: rows.map((row) => ({
      roundId: String(row.id),
      gameCode: row.game_code,
      vendorCode: row.vendor_code,
      gameName: row.game_name || row.game_code,
      vendorName: row.vendor_name || row.vendor_code,
      stake: minorToNumber(BigInt(row.stake)),
      payout: minorToNumber(BigInt(row.payout)),
      jackpotWin: minorToNumber(BigInt(row.jackpot_win)),
      settledAt: new Date(row.settled_at).getTime(),
      commitment: row.commitment,
      clientSeed: row.client_seed,
      nonce: row.nonce,
      ...(row.server_seed ? { serverSeed: row.server_seed } : {}),
    })),
    total: rows[0]?.total ?? 0,
    page,
    pageSize: size,
  };
}

/** GET /wps/member/house-rounds (T). */
export function houseRecordRoutes(app: FastifyInstance, db: Database): void {
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    ENDPOINTS.houseRounds.path,
    {
      schema: {
        querystring: HouseRoundRecordQuerySchema,
        response: { 200: EnvelopeSchema(HouseRoundRecordPageSchema), ...errors },
      },
    },
    async (request) => {
      const { member } = signedInOf(request);
      const { brand, language } = contextOf(request);
      const { page = 1, pageSize = DEFAULT_PAGE_SIZE } = request.query;
      return { success: true, value: await houseRoundRecord(db, brand.id, member.id, page, pageSize, language) };
    },
  );
}
