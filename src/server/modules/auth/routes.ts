import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import {
  FreePlayRequestSchema,
  GeetestConfigValueSchema,
  LoginRequestSchema,
  ResumeRequestSchema,
  SessionValueSchema,
  SocialExchangeRequestSchema,
  type SessionValue,
} from '../../../shared/api/auth';
import { ENDPOINTS } from '../../../shared/api/endpoints';
import { EnvelopeSchema, ERROR_CODES, ErrorEnvelopeSchema } from '../../../shared/api/envelope';
import { RESPONSE_HEADERS } from '../../../shared/api/headers';
import { ApiError } from '../../lib/errors';
import { contextOf } from '../../plugins/context';
import { signedInOf } from '../../plugins/member-auth';
import { drawCaptcha, CAPTCHA_TTL_MS } from './captcha';
import { CAPTCHA_COOKIE, readCookie, REMEMBER_COOKIE, setCookie } from './cookies';
import type { AuthDeps, Caller } from './deps';
import { usesGeetest } from './human-check';
import { login } from './login';
import type { RsaKeyRing } from './rsa-keys';
import { freePlay, logout, resume } from './session-flows';
import { REMEMBER_MS } from './sessions';
import { socialExchange } from './social-exchange';

const errors = { '4xx': ErrorEnvelopeSchema, '5xx': ErrorEnvelopeSchema };
const SessionEnvelope = { 200: EnvelopeSchema(SessionValueSchema), ...errors };
const NullEnvelope = { 200: EnvelopeSchema(Type.Null()), ...errors };
const ResumeEnvelope = { 200: EnvelopeSchema(Type.Union([SessionValueSchema, Type.Null()])), ...errors };
const REMEMBER_PATH = '/wps/session';

/** Calls whose fields are all optional may come without a body (a cookie-only resume). */
function emptyBodyAsObject(request: FastifyRequest, _reply: FastifyReply, done: () => void): void {
  request.body ??= {};
  done();
}

export function callerOf(request: FastifyRequest): Caller {
  return { ip: request.ip, device: contextOf(request).device };
}

/** The desktop app keeps the remember token in the OS store; web clients get an HttpOnly cookie. */
function handOverRemember(
  request: FastifyRequest,
  reply: FastifyReply,
  outcome: { value: SessionValue; rememberToken?: string },
): SessionValue {
  if (!outcome.rememberToken) return outcome.value;
  if (contextOf(request).device.toLowerCase() === 'desktop')
    return { ...outcome.value, rememberToken: outcome.rememberToken };
  setCookie(request, reply, {
    name: REMEMBER_COOKIE,
    value: outcome.rememberToken,
    path: REMEMBER_PATH,
    maxAgeSeconds: REMEMBER_MS / 1000,
  });
  return outcome.value;
}

/** Session calls: key, login, free play, remember-me, social exchange, logout, captcha, Geetest. */
export function authRoutes(app: FastifyInstance, deps: AuthDeps, keys: RsaKeyRing): void {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  const brandOf = (request: FastifyRequest) => contextOf(request).brand;

  typed.get(
    ENDPOINTS.rsaKey.path,
    { schema: { response: { 200: Type.String(), ...errors } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store').type('text/plain; charset=utf-8');
      return keys.currentModulus();
    },
  );

  typed.post(
    ENDPOINTS.login.path,
    { schema: { body: LoginRequestSchema, response: SessionEnvelope } },
    async (request, reply) => {
      const outcome = await login(
        deps,
        brandOf(request),
        request.body,
        callerOf(request),
        readCookie(request, CAPTCHA_COOKIE),
      );
      return { success: true, value: handOverRemember(request, reply, outcome) };
    },
  );

  typed.post(
    ENDPOINTS.freePlay.path,
    { schema: { body: FreePlayRequestSchema, response: SessionEnvelope }, preValidation: emptyBodyAsObject },
    async (request) => ({
      success: true,
      value: await freePlay(deps, brandOf(request), callerOf(request)),
    }),
  );

  typed.post(
    ENDPOINTS.resume.path,
    { schema: { body: ResumeRequestSchema, response: ResumeEnvelope }, preValidation: emptyBodyAsObject },
    async (request, reply) => {
      const token = request.body.rememberToken || readCookie(request, REMEMBER_COOKIE);
      // Web clients cannot see the HttpOnly cookie, so every start asks; "nothing to resume" is
      // an ordinary answer there, not a failure to log or count.
      if (!token) return { success: true, value: null };
      try {
        const outcome = await resume(deps, brandOf(request), token, callerOf(request));
        return { success: true, value: handOverRemember(request, reply, outcome) };
      } catch (error) {
        // A dead token must not be offered again on every start.
        setCookie(request, reply, { name: REMEMBER_COOKIE, value: '', path: REMEMBER_PATH, maxAgeSeconds: 0 });
        throw error;
      }
    },
  );

  typed.post(
    ENDPOINTS.socialExchange.path,
    { schema: { body: SocialExchangeRequestSchema, response: SessionEnvelope } },
    async (request) => ({
      success: true,
      value: await socialExchange(deps, brandOf(request), request.body.code, callerOf(request)),
    }),
  );

  const logoutHandler = async (request: FastifyRequest, reply: FastifyReply) => {
    await logout(deps, brandOf(request), signedInOf(request), callerOf(request));
    setCookie(request, reply, { name: REMEMBER_COOKIE, value: '', path: REMEMBER_PATH, maxAgeSeconds: 0 });
    return { success: true, value: null };
  };
  typed.delete(ENDPOINTS.logout.path, { schema: { response: NullEnvelope } }, logoutHandler);
  typed.post(ENDPOINTS.logout.path, { schema: { response: NullEnvelope } }, logoutHandler);

  typed.get(
    ENDPOINTS.captcha.path,
    { schema: { response: { 200: EnvelopeSchema(Type.String()), ...errors } } },
    async (request, reply) => {
      const { id, pngBase64 } = await drawCaptcha(deps, brandOf(request), request.ip);
      reply.header('cache-control', 'no-store').header(RESPONSE_HEADERS.captchaId, id);
      setCookie(request, reply, {
        name: CAPTCHA_COOKIE,
        value: id,
        path: '/wps',
        maxAgeSeconds: CAPTCHA_TTL_MS / 1000,
      });
      return { success: true, value: pngBase64 };
    },
  );

  typed.get(
    ENDPOINTS.geetestConfig.path,
    { schema: { response: { 200: EnvelopeSchema(GeetestConfigValueSchema), ...errors } } },
    (request) => {
      const brand = brandOf(request);
      if (!usesGeetest(brand)) throw new ApiError(400, ERROR_CODES.functionNotAvailable, 'Geetest is not configured');
      return { success: true, value: { captchaId: brand.auth.geetest.captchaId } };
    },
  );
}
