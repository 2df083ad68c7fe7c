import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ENDPOINTS } from '../../../shared/api/endpoints';
import { EnvelopeSchema, ErrorEnvelopeSchema } from '../../../shared/api/envelope';
import {
  BalanceQuerySchema,
  BalanceValueSchema,
  ConsolidatedFundsSchema,
  DownlineTransferRequestSchema,
  MemberTransferResultSchema,
  MerchantWalletValueSchema,
  TransactionRecordPageSchema,
  TransactionRecordQuerySchema,
  UplineTransferRequestSchema,
  WalletTransferRequestSchema,
  WalletTransferResultSchema,
} from '../../../shared/api/wallet';
import type { Database } from '../../db/client';
import { contextOf } from '../../plugins/context';
import { signedInOf } from '../../plugins/member-auth';
import { selectMember, selectMemberByUsername } from '../auth/queries';
import { contractFlags } from '../agents/contracts';
import type { RealtimeHub } from '../realtime';
import { announceBalanceChange } from './balance-events';
import { memberTransfer, transactionRecord, walletBalance, walletTransfer } from './service';

const errors = { '4xx': ErrorEnvelopeSchema, '5xx': ErrorEnvelopeSchema };

/** Wallet calls of players and agents (HTTP shape only; the rules are in service.ts). */
export function walletRoutes(app: FastifyInstance, db: Database, realtime: Pick<RealtimeHub, 'publish'>): void {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  const brandOf = (request: FastifyRequest) => contextOf(request).brand;
  const memberOf = (request: FastifyRequest) => signedInOf(request).member;

  typed.get(
    ENDPOINTS.balance.path,
    { schema: { querystring: BalanceQuerySchema, response: { 200: EnvelopeSchema(BalanceValueSchema), ...errors } } },
    async (request) => ({ success: true, value: await walletBalance(db, brandOf(request), memberOf(request)) }),
  );

  typed.get(
    ENDPOINTS.merchantWallet.path,
    { schema: { response: { 200: EnvelopeSchema(MerchantWalletValueSchema), ...errors } } },
    (request) => ({ success: true, value: { isSingle: brandOf(request).wallet.isSingle } }),
  );

  typed.get(
    ENDPOINTS.consolidatedFunds.path,
    { schema: { response: { 200: EnvelopeSchema(ConsolidatedFundsSchema), ...errors } } },
    async (request) => {
      const balance = await walletBalance(db, brandOf(request), memberOf(request));
      // The contract flags: offers waiting for me (*req) and the kinds I have or may get (*info).
      return {
        success: true,
        value: {
          ...(await contractFlags(db, memberOf(request))),
          sumBalance: balance.sumBalance,
          currency: balance.currency,
        },
      };
    },
  );

  typed.post(
    ENDPOINTS.walletTransfer.path,
    {
      schema: {
        body: WalletTransferRequestSchema,
        response: { 200: EnvelopeSchema(WalletTransferResultSchema), ...errors },
      },
    },
    async (request) => {
      const member = memberOf(request);
      const value = await walletTransfer(db, brandOf(request), member, request.body);
      // The member's other tabs and the desktop app show the main wallet's new figure.
      announceBalanceChange(realtime, [member.id]);
      return { success: true, value };
    },
  );

  typed.post(
    ENDPOINTS.transferUpline.path,
    {
      schema: {
        body: UplineTransferRequestSchema,
        response: { 200: EnvelopeSchema(MemberTransferResultSchema), ...errors },
      },
    },
    async (request) => {
      const sender = memberOf(request);
      const upline = sender.uplineId === null ? undefined : await selectMember(db, sender.uplineId);
      const value = await memberTransfer(db, brandOf(request), sender, upline, {
        ...request.body,
        direction: 'upline',
      });
      // memberTransfer refuses unless the upline exists, so both balances moved.
      announceBalanceChange(realtime, [sender.id, upline?.id ?? sender.id]);
      return { success: true, value };
    },
  );

  typed.post(
    ENDPOINTS.transferDownline.path,
    {
      schema: {
        body: DownlineTransferRequestSchema,
        response: { 200: EnvelopeSchema(MemberTransferResultSchema), ...errors },
      },
    },
    async (request) => {
      const brand = brandOf(request);
      const sender = memberOf(request);
      const downline = await selectMemberByUsername(db, brand.id, request.body.username);
      const value = await memberTransfer(db, brand, sender, downline, {
        amount: request.body.amount,
        requestId: request.body.requestId,
        direction: 'downline',
      });
      // The downline's open pages show the money arriving without a reload.
      announceBalanceChange(realtime, [sender.id, downline?.id ?? sender.id]);
      return { success: true, value };
    },
  );

  typed.get(
    ENDPOINTS.transactionRecord.path,
    {
      schema: {
        querystring: TransactionRecordQuerySchema,
        response: { 200: EnvelopeSchema(TransactionRecordPageSchema), ...errors },
      },
    },
    async (request) => ({
      success: true,
      value: await transactionRecord(db, brandOf(request), memberOf(request), request.query),
    }),
  );
}
