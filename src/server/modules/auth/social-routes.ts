import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { SOCIAL_PROVIDERS, type SocialProvider } from '../../../shared/api/auth';
import { ENDPOINTS } from '../../../shared/api/endpoints';
import { ErrorEnvelopeSchema } from '../../../shared/api/envelope';
import { eq } from 'drizzle-orm';
import { brands as brandTable } from '../../db/schema';
import { contextOf } from '../../plugins/context';
import type { BrandCache } from '../system/brand-cache';
import type { AuthDeps } from './deps';
import { callerOf } from './routes';
import { finishSocialLogin, safeReturnTo, startSocialLogin, takeState } from './social-login';

const errors = { '4xx': ErrorEnvelopeSchema, '5xx': ErrorEnvelopeSchema };
const ProviderParams = Type.Object({ provider: Type.Unsafe<SocialProvider>(Type.Enum(SOCIAL_PROVIDERS)) });

/**
 * Ours: the browser legs of social login. /start redirects to the provider; the provider sends
 * the browser back to /callback, which redirects to the page it started from with a one-time
 * code in the fragment (#socialCode=...), traded for a session by POST /wps/session/social/exchange.
 * The fragment never reaches a server or a Referer header; failures come back as #socialError=.
 */
export function socialRoutes(app: FastifyInstance, deps: AuthDeps, brands: BrandCache): void {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();

  typed.get(
    ENDPOINTS.socialStart.path,
    {
      schema: {
        params: ProviderParams,
        querystring: Type.Object({
          returnTo: Type.Optional(Type.String({ maxLength: 512 })),
          merchant: Type.Optional(Type.String({ maxLength: 64 })),
        }),
        response: { 302: Type.Null(), ...errors },
      },
    },
    async (request, reply) => {
      // A page navigation cannot send the Merchant header, so the brand may come in the query.
      const brand = (request.query.merchant && brands.get(request.query.merchant)) || contextOf(request).brand;
      const url = await startSocialLogin(deps, brand, request.params.provider, request.query.returnTo);
      return reply.header('cache-control', 'no-store').redirect(url.toString(), 302);
    },
  );

  typed.get(
    '/wps/session/social/:provider/callback',
    {
      schema: {
        params: ProviderParams,
        querystring: Type.Object({
          code: Type.Optional(Type.String({ maxLength: 2048 })),
          state: Type.Optional(Type.String({ maxLength: 128 })),
          error: Type.Optional(Type.String({ maxLength: 256 })),
        }),
        response: { 302: Type.Null(), ...errors },
      },
    },
    async (request, reply) => {
      const { code, state, error } = request.query;
      const pending = state ? await takeState(deps, request.params.provider, state) : undefined;
      const back = (fragment: string) =>
        reply.header('cache-control', 'no-store').redirect(`${safeReturnTo(pending?.returnTo)}#${fragment}`, 302);
      if (!pending) return back('socialError=expired');
      if (error || !code) return back('socialError=cancelled');
      const [row] = await deps.db
        .select({ code: brandTable.merchantCode })
        .from(brandTable)
        .where(eq(brandTable.id, pending.brandId));
      const brand = row && brands.get(row.code);
      if (!brand) return back('socialError=expired');
      try {
        const oneTime = await finishSocialLogin(
          deps,
          brand,
          request.params.provider,
          { code, nonce: pending.nonce, codeVerifier: pending.codeVerifier },
          callerOf(request),
        );
        return back(`socialCode=${oneTime}`);
      } catch (failure) {
        request.log.warn({ err: failure, provider: request.params.provider }, 'social login failed');
        return back('socialError=failed');
      }
    },
  );
}
