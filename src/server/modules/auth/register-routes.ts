import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import {
  AffiliateQuerySchema,
  LoginSmsRequestSchema,
  RegisterRequestSchema,
  RegisterSmsRequestSchema,
  SessionValueSchema,
  SmsSentValueSchema,
} from '../../../shared/api/auth';
import { ENDPOINTS } from '../../../shared/api/endpoints';
import { EnvelopeSchema, ErrorEnvelopeSchema } from '../../../shared/api/envelope';
import { contextOf } from '../../plugins/context';
import { CAPTCHA_COOKIE, readCookie } from './cookies';
import type { AuthDeps } from './deps';
import { resolveInvitation } from '../agents/links';
import { register } from './register';
import { callerOf } from './routes';
import { sendLoginCode, sendRegisterCode } from './sms-flows';

const errors = { '4xx': ErrorEnvelopeSchema, '5xx': ErrorEnvelopeSchema };
const SessionEnvelope = { 200: EnvelopeSchema(SessionValueSchema), ...errors };
const SmsEnvelope = { 200: EnvelopeSchema(SmsSentValueSchema), ...errors };
const NullEnvelope = { 200: EnvelopeSchema(Type.Null()), ...errors };

/** Registration calls and the SMS codes without a session: codes, registration, invitation codes. */
export function registerRoutes(app: FastifyInstance, deps: AuthDeps): void {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  const brandOf = (request: FastifyRequest) => contextOf(request).brand;

  typed.post(
    ENDPOINTS.loginSms.path,
    { schema: { body: LoginSmsRequestSchema, response: SmsEnvelope } },
    async (request) => ({
      success: true,
      value: {
        expiredMinutes: await sendLoginCode(
          deps,
          brandOf(request),
          { ...request.body, cookieCaptchaId: readCookie(request, CAPTCHA_COOKIE) },
          callerOf(request),
        ),
      },
    }),
  );

  typed.post(
    ENDPOINTS.usernameRegisterSms.path,
    { schema: { body: RegisterSmsRequestSchema, response: SmsEnvelope } },
    async (request) => ({
      success: true,
      value: {
        expiredMinutes: await sendRegisterCode(
          deps,
          brandOf(request),
          { ...request.body, cookieCaptchaId: readCookie(request, CAPTCHA_COOKIE) },
          callerOf(request),
        ),
      },
    }),
  );

  typed.put(
    ENDPOINTS.register.path,
    { schema: { body: RegisterRequestSchema, response: SessionEnvelope } },
    async (request) => ({
      success: true,
      value: await register(
        deps,
        brandOf(request),
        request.body,
        'username',
        callerOf(request),
        readCookie(request, CAPTCHA_COOKIE),
      ),
    }),
  );

  typed.put(
    ENDPOINTS.registerMobile.path,
    { schema: { body: RegisterRequestSchema, response: SessionEnvelope } },
    async (request) => ({
      success: true,
      value: await register(
        deps,
        brandOf(request),
        request.body,
        'mobile',
        callerOf(request),
        readCookie(request, CAPTCHA_COOKIE),
      ),
    }),
  );

  typed.get(
    ENDPOINTS.affiliate.path,
    { schema: { querystring: AffiliateQuerySchema, response: NullEnvelope } },
    async (request) => {
      // Agents' affiliate codes and registration links' codes, on one of the brand's domains.
      await resolveInvitation(deps.db, brandOf(request), request.query.code, request.query.domain);
      return { success: true, value: null };
    },
  );
}
