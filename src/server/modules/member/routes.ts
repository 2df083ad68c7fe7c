import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import {
  AvatarValueSchema,
  BindEmailRequestSchema,
  BindMobileRequestSchema,
  ChangePasswordRequestSchema,
  ForgotPasswordEmailRequestSchema,
  MemberInfoSchema,
  SendSmsRequestSchema,
  SetAvatarRequestSchema,
  SetPasswordByPhoneRequestSchema,
  SmsSentValueSchema,
  UpdateProfileRequestSchema,
} from '../../../shared/api/auth';
import { ENDPOINTS } from '../../../shared/api/endpoints';
import { EnvelopeSchema, ErrorEnvelopeSchema } from '../../../shared/api/envelope';
import { contextOf } from '../../plugins/context';
import { registerFormBodies } from '../../plugins/form-body';
import { signedInOf } from '../../plugins/member-auth';
import type { AuthDeps } from '../auth/deps';
import { callerOf } from '../auth/routes';
import { sendBindCode } from '../auth/sms-flows';
import { changePassword, forgotPasswordByEmail, setPasswordByPhone } from './passwords';
import { avatarOf, bindEmail, bindMobile, memberInfo, setAvatar, setNickname } from './service';

const errors = { '4xx': ErrorEnvelopeSchema, '5xx': ErrorEnvelopeSchema };
const InfoEnvelope = { 200: EnvelopeSchema(MemberInfoSchema), ...errors };
const AvatarEnvelope = { 200: EnvelopeSchema(AvatarValueSchema), ...errors };
const NullEnvelope = { 200: EnvelopeSchema(Type.Null()), ...errors };

/** The member's own account: info, avatar, nickname, bound e-mail and mobile, passwords. */
export function memberRoutes(app: FastifyInstance, deps: AuthDeps): void {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  const brandOf = (request: FastifyRequest) => contextOf(request).brand;

  typed.get(ENDPOINTS.memberInfo.path, { schema: { response: InfoEnvelope } }, (request) => ({
    success: true,
    value: memberInfo(signedInOf(request).member),
  }));

  typed.put(
    ENDPOINTS.updateProfile.path,
    { schema: { body: UpdateProfileRequestSchema, response: InfoEnvelope } },
    async (request) => {
      const row = await setNickname(
        deps,
        brandOf(request),
        signedInOf(request),
        callerOf(request),
        request.body.nickname,
      );
      return { success: true, value: memberInfo(row) };
    },
  );

  for (const path of [ENDPOINTS.memberIcon.path, ENDPOINTS.playerAvatar.path]) {
    typed.get(path, { schema: { response: AvatarEnvelope } }, (request) => ({
      success: true,
      value: avatarOf(signedInOf(request).member),
    }));
  }

  typed.put(
    ENDPOINTS.setMemberIcon.path,
    { schema: { body: SetAvatarRequestSchema, response: AvatarEnvelope } },
    async (request) => {
      const row = await setAvatar(deps, brandOf(request), signedInOf(request), callerOf(request), request.body.avatar);
      return { success: true, value: avatarOf(row) };
    },
  );

  typed.post(
    ENDPOINTS.bindEmail.path,
    { schema: { body: BindEmailRequestSchema, response: InfoEnvelope } },
    async (request) => {
      const row = await bindEmail(deps, brandOf(request), signedInOf(request), callerOf(request), request.body);
      return { success: true, value: memberInfo(row) };
    },
  );

  typed.post(
    ENDPOINTS.sendSms.path,
    { schema: { body: SendSmsRequestSchema, response: { 200: EnvelopeSchema(SmsSentValueSchema), ...errors } } },
    async (request) => ({
      success: true,
      value: {
        expiredMinutes: await sendBindCode(
          deps,
          brandOf(request),
          signedInOf(request),
          request.body,
          callerOf(request),
        ),
      },
    }),
  );

  typed.post(
    ENDPOINTS.bindMobile.path,
    { schema: { body: BindMobileRequestSchema, response: InfoEnvelope } },
    async (request) => {
      const row = await bindMobile(deps, brandOf(request), signedInOf(request), callerOf(request), request.body);
      return { success: true, value: memberInfo(row) };
    },
  );

  typed.post(
    ENDPOINTS.changePassword.path,
    { schema: { body: ChangePasswordRequestSchema, response: NullEnvelope } },
    async (request) => {
      await changePassword(deps, brandOf(request), signedInOf(request), callerOf(request), request.body);
      return { success: true, value: null };
    },
  );

  // The platform sends this one as a form post; only this route reads form bodies.
  void app.register((scope, _options, done) => {
    registerFormBodies(scope);
    scope
      .withTypeProvider<TypeBoxTypeProvider>()
      .post(
        ENDPOINTS.forgotPasswordEmail.path,
        { schema: { body: ForgotPasswordEmailRequestSchema, response: NullEnvelope } },
        async (request) => {
          await forgotPasswordByEmail(deps, brandOf(request), callerOf(request), request.body);
          return { success: true, value: null, message: 'The password has been sent' };
        },
      );
    done();
  });

  typed.post(
    ENDPOINTS.setPasswordByPhone.path,
    { schema: { body: SetPasswordByPhoneRequestSchema, response: NullEnvelope } },
    async (request) => {
      await setPasswordByPhone(deps, brandOf(request), callerOf(request), request.body);
      return { success: true, value: null };
    },
  );
}
