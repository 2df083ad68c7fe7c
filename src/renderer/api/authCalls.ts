import type { AxiosInstance } from 'axios';
import type { Static } from 'typebox';
import type {
  AffiliateQuerySchema,
  ChangePasswordRequestSchema,
  ForgotPasswordEmailRequestSchema,
  FreePlayRequestSchema,
  LoginRequest,
  LoginSmsRequestSchema,
  MemberInfo,
  RegisterRequest,
  RegisterSmsRequestSchema,
  ResumeRequestSchema,
  SessionValue,
  SetPasswordByPhoneRequestSchema,
  SmsSentValue,
  SocialExchangeRequestSchema,
} from '../../shared/api/auth';
import { ENDPOINTS } from '../../shared/api/endpoints';
import { RESPONSE_HEADERS } from '../../shared/api/headers';
import { callEndpoint, requestEndpoint } from './httpClient';

export type ChangePasswordRequest = Static<typeof ChangePasswordRequestSchema>;
export type ForgotPasswordEmailRequest = Static<typeof ForgotPasswordEmailRequestSchema>;
export type SetPasswordByPhoneRequest = Static<typeof SetPasswordByPhoneRequestSchema>;
export type LoginSmsRequest = Static<typeof LoginSmsRequestSchema>;
export type RegisterSmsRequest = Static<typeof RegisterSmsRequestSchema>;
export type AffiliateQuery = Static<typeof AffiliateQuerySchema>;
export type FreePlayRequest = Static<typeof FreePlayRequestSchema>;

/** A captcha image (Base64 PNG without the data: prefix) and the id its answer must name. */
export interface CaptchaImage {
  image: string;
  captchaId: string;
}

/** Some builds nest the image (api-contract.md 3.3); this one sends it as the value itself. */
function captchaImageOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'object' && value !== null) {
    for (const key of ['img', 'image', 'base64', 'captcha']) {
      const nested: unknown = Reflect.get(value, key);
      if (typeof nested === 'string') return nested;
    }
  }
  return '';
}

/** The account and session calls (spec section 7, api-contract.md 2, 3.2, 3.3). */
export function authCalls(http: AxiosInstance) {
  return {
    /** Encrypted. Failure may carry value.captcha (show the captcha). */
    login: (body: LoginRequest) => callEndpoint<SessionValue>(http, ENDPOINTS.login, body),
    sendLoginSms: (body: LoginSmsRequest) => callEndpoint<SmsSentValue>(http, ENDPOINTS.loginSms, body),
    freePlay: (body: FreePlayRequest) => callEndpoint<SessionValue>(http, ENDPOINTS.freePlay, body),
    logout: () => callEndpoint<unknown>(http, ENDPOINTS.logout),
    /**
     * The web sends no body (the HttpOnly cookie speaks); the desktop sends its stored token.
     * null: nothing to resume.
     */
    resumeSession: (body: Static<typeof ResumeRequestSchema>) =>
      callEndpoint<SessionValue | null>(http, ENDPOINTS.resume, body),
    exchangeSocialCode: (body: Static<typeof SocialExchangeRequestSchema>) =>
      callEndpoint<SessionValue>(http, ENDPOINTS.socialExchange, body),
    getCaptcha: async (): Promise<CaptchaImage> => {
      const response = await requestEndpoint<unknown>(http, ENDPOINTS.captcha, { t: Date.now() });
      const id: unknown = response.headers[RESPONSE_HEADERS.captchaId.toLowerCase()];
      return { image: captchaImageOf(response.data), captchaId: typeof id === 'string' ? id : '' };
    },
    getMemberInfo: () => callEndpoint<MemberInfo>(http, ENDPOINTS.memberInfo),
    /** Encrypted; username registration. */
    register: (body: RegisterRequest) => callEndpoint<SessionValue>(http, ENDPOINTS.register, body),
    /** Encrypted; the mobile number is the username. */
    registerMobile: (body: RegisterRequest) => callEndpoint<SessionValue>(http, ENDPOINTS.registerMobile, body),
    /** The module id differs by registration mode (REGMOBVERF3 or MOBILENUMREG3). */
    sendRegisterSms: (mode: 'username' | 'mobile', body: RegisterSmsRequest) =>
      callEndpoint<SmsSentValue>(
        http,
        mode === 'mobile' ? ENDPOINTS.mobileRegisterSms : ENDPOINTS.usernameRegisterSms,
        body,
      ),
    /** Resolves when the invitation code is valid; rejects otherwise. */
    checkAffiliate: (query: AffiliateQuery) => callEndpoint<unknown>(http, ENDPOINTS.affiliate, query),
    /** Encrypted. */
    changePassword: (body: ChangePasswordRequest) => callEndpoint<unknown>(http, ENDPOINTS.changePassword, body),
    /** The platform's only form post. */
    forgotPasswordByEmail: (body: ForgotPasswordEmailRequest) =>
      callEndpoint<unknown>(http, ENDPOINTS.forgotPasswordEmail, body, { form: true }),
    /** Encrypted; the SMS code comes from sendLoginSms. */
    setPasswordByPhone: (body: SetPasswordByPhoneRequest) =>
      callEndpoint<unknown>(http, ENDPOINTS.setPasswordByPhone, body),
  };
}

export type AuthCalls = ReturnType<typeof authCalls>;
