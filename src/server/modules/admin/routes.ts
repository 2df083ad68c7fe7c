import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import {
  BrandAdminViewSchema,
  BrandSummarySchema,
  MaintenanceUpdateSchema,
  MerchantParamsSchema,
  OperatorCreateSchema,
  OperatorLoginSchema,
  OperatorMeSchema,
  OperatorSessionSchema,
  RegionUpdateSchema,
} from '../../../shared/api/admin';
import { EnvelopeSchema, ErrorEnvelopeSchema } from '../../../shared/api/envelope';
import { ADMIN_API_PREFIX } from '../../lib/paths';
import { minorToNumber } from '../../../shared/money';
import { cashierSettingsOf } from '../cashier/settings';
import { selectBrands } from '../system/queries';
import { adminContentRoutes } from '../content/routes';
import { adminMessageRoutes } from '../messages/routes';
import { adminGameRoutes } from '../games/admin-routes';
import { adminCredentialRoutes } from '../seamless/admin-routes';
import { adminHouseRoutes } from '../house/admin-routes';
import { adminLotteryRoutes } from '../lottery/admin-routes';
import { adminLotterySettingsRoutes } from '../lottery/settings-routes';
import { adminSystemRoutes } from '../system/admin-routes';
import { adminUploadRoutes } from '../uploads/routes';
import { adminAccountRoutes } from './account-routes';
import { adjustmentQueueRoutes } from './adjustment-routes';
import { adminAgentPayoutRoutes } from '../agents/wages-routes';
import { adminWithdrawalRoutes } from '../withdrawals/admin-routes';
import { depositOperatorRoutes } from '../deposits/operator-routes';
import { adminContractRoutes } from '../agents/contracts-admin-routes';
import { adminTreeRoutes } from '../agents/tree-admin-routes';
import { operatorAccessOf } from './route-access';
import {
  authenticate,
  requireRole,
  changeMaintenance,
  changeRegion,
  createOperator,
  login,
  logout,
  viewBrand,
  type Actor,
  type AdminDeps,
  type Authenticated,
} from './service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in operator of an operator API call (set by the access hook below). */
    operatorAuth: Authenticated | null;
  }
}

const errors = { '4xx': ErrorEnvelopeSchema, '5xx': ErrorEnvelopeSchema };
const BrandEnvelope = EnvelopeSchema(BrandAdminViewSchema);

/** The operator API under /admin/api: JSON envelopes, `Authorization: Bearer <token>`. */
export function adminRoutes(app: FastifyInstance, deps: AdminDeps): void {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  const base = ADMIN_API_PREFIX.slice(0, -1);

  const actorOf = (auth: Authenticated, request: FastifyRequest): Actor => ({
    name: auth.operator.username,
    operatorId: auth.operator.id,
    role: auth.operator.role,
    ip: request.ip,
  });

  // Sign-in and role before anything else of the request is looked at: the body is not even
  // read yet, so a caller without the role gets 401/403, never a validation 400 (route-access.ts).
  app.decorateRequest('operatorAuth', null);
  app.addHook('onRequest', async (request) => {
    const access = operatorAccessOf(request.method, request.routeOptions.url ?? '');
    if (access === undefined || access === 'public') return;
    const auth = await authenticate(deps, bearerToken(request));
    if (access !== 'signed-in') requireRole(actorOf(auth, request), ...access);
    request.operatorAuth = auth;
  });
  const signedIn = async (request: FastifyRequest): Promise<Authenticated> =>
    request.operatorAuth ?? authenticate(deps, bearerToken(request));

  adminAccountRoutes(app, deps, async (request) => actorOf(await signedIn(request), request));
  adminUploadRoutes(app, deps.db, async (request) => actorOf(await signedIn(request), request));
  adminContentRoutes(app, deps.db, async (request) => actorOf(await signedIn(request), request));
  adminMessageRoutes(app, deps.db, async (request) => actorOf(await signedIn(request), request));
  adminContractRoutes(app, deps.db, async (request) => actorOf(await signedIn(request), request));
  adminTreeRoutes(app, deps.db, async (request) => actorOf(await signedIn(request), request));
  adminGameRoutes(app, { db: deps.db, adapterKinds: deps.adapterKinds }, async (request) =>
    actorOf(await signedIn(request), request),
  );
  adminCredentialRoutes(app, deps.db, async (request) => actorOf(await signedIn(request), request));
  adminHouseRoutes(app, deps.db, deps.onBrandChanged, async (request) => actorOf(await signedIn(request), request));
  adminLotteryRoutes(app, deps.db, deps.now ?? Date.now, async (request) => actorOf(await signedIn(request), request));
  adminLotterySettingsRoutes(app, deps.db, async (request) => actorOf(await signedIn(request), request));
  adminSystemRoutes(app, deps.db, deps.onBrandChanged, async (request) => actorOf(await signedIn(request), request));
  adjustmentQueueRoutes(app, deps, async (request) => actorOf(await signedIn(request), request));
  adminAgentPayoutRoutes(app, deps.db, async (request) => actorOf(await signedIn(request), request));
  adminWithdrawalRoutes(app, deps, async (request) => actorOf(await signedIn(request), request));
  depositOperatorRoutes(app, { db: deps.db, now: deps.now ?? Date.now }, async (request) =>
    actorOf(await signedIn(request), request),
  );

  // The console's first call after sign-in: who am I, and so which menu do I see.
  typed.get(
    `${base}/me`,
    { schema: { response: { 200: EnvelopeSchema(OperatorMeSchema), ...errors } } },
    async (request) => {
      const { operator } = await signedIn(request);
      return { success: true, value: { username: operator.username, role: operator.role } };
    },
  );

  typed.get(
    `${base}/brands`,
    { schema: { response: { 200: EnvelopeSchema(Type.Array(BrandSummarySchema)), ...errors } } },
    async (request) => {
      await signedIn(request);
      const rows = await selectBrands(deps.db);
      const value = rows.map((row) => ({
        merchantCode: row.merchantCode,
        name: row.name,
        isDefault: row.isDefault,
        currency: row.currency,
        currencySymbol: row.currencySymbol,
        secondApprovalAmount: minorToNumber(
          BigInt(cashierSettingsOf(row.cashierSettings).approval.secondApprovalMinor),
        ),
      }));
      return { success: true, value };
    },
  );

  typed.post(
    `${base}/operators`,
    { schema: { body: OperatorCreateSchema, response: { 200: EnvelopeSchema(OperatorMeSchema), ...errors } } },
    async (request) => {
      const row = await createOperator(deps, actorOf(await signedIn(request), request), request.body);
      return { success: true, value: { username: row.username, role: row.role } };
    },
  );

  typed.post(
    `${base}/session`,
    { schema: { body: OperatorLoginSchema, response: { 200: EnvelopeSchema(OperatorSessionSchema), ...errors } } },
    async (request) => ({ success: true, value: await login(deps, { ...request.body, ip: request.ip }) }),
  );

  typed.delete(
    `${base}/session`,
    { schema: { response: { 200: EnvelopeSchema(Type.Null()), ...errors } } },
    async (request) => {
      await logout(deps, await signedIn(request), request.ip);
      return { success: true, value: null };
    },
  );

  typed.get(
    `${base}/brands/:merchant`,
    { schema: { params: MerchantParamsSchema, response: { 200: BrandEnvelope, ...errors } } },
    async (request) => {
      await signedIn(request);
      return { success: true, value: await viewBrand(deps, request.params.merchant) };
    },
  );

  typed.put(
    `${base}/brands/:merchant/maintenance`,
    {
      schema: {
        params: MerchantParamsSchema,
        body: MaintenanceUpdateSchema,
        response: { 200: BrandEnvelope, ...errors },
      },
    },
    async (request) => {
      const auth = await signedIn(request);
      return {
        success: true,
        value: await changeMaintenance(deps, actorOf(auth, request), request.params.merchant, request.body),
      };
    },
  );

  typed.put(
    `${base}/brands/:merchant/region`,
    { schema: { params: MerchantParamsSchema, body: RegionUpdateSchema, response: { 200: BrandEnvelope, ...errors } } },
    async (request) => {
      const auth = await signedIn(request);
      return {
        success: true,
        value: await changeRegion(deps, actorOf(auth, request), request.params.merchant, request.body),
      };
    },
  );
}

/** The token of `Authorization: Bearer <token>`, or '' when absent or malformed. */
function bearerToken(request: FastifyRequest): string {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header.trim()) : null;
  return match?.[1] ?? '';
}
