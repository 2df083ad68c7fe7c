import Type, { type Static } from 'typebox';
import { AVATAR_IDS, LOGIN_PATHS, type AvatarId, type LoginPath } from './auth-rules';

export { AVATAR_IDS, LOGIN_PATHS, SOCIAL_PROVIDERS, avatarPath, isSocialProvider } from './auth-rules';
export type { AvatarId, LoginPath, SocialProvider } from './auth-rules';

/**
 * Shapes of the account and session calls (spec sections 3 to 6, api-contract.md 2, 3.2, 3.3).
 * The server validates and serialises with these schemas; the client takes its types from them.
 * Field names are the platform's, including its inconsistencies (mobileNo on the registration
 * SMS, mobileNum elsewhere). Calls the reference does not know are marked "ours" and listed in
 * docs/api.md.
 */

/** Geetest v4 result as the widget hands it over (api-contract.md 3.3). */
export const GeetestResultSchema = Type.Object({
  captcha_id: Type.String({ maxLength: 64 }),
  lot_number: Type.String({ maxLength: 128 }),
  pass_token: Type.String({ maxLength: 256 }),
  gen_time: Type.String({ maxLength: 32 }),
  captcha_output: Type.String({ maxLength: 1024 }),
});
export type GeetestResult = Static<typeof GeetestResultSchema>;

/** Fields every human-checked request may carry: the built-in captcha or a Geetest result. */
const HumanCheckFields = {
  captcha: Type.Optional(Type.String({ maxLength: 16 })),
  /** Names the captcha image the text answers (the Captcha-Id header of GET /wps/captcha). */
  captchaId: Type.Optional(Type.String({ maxLength: 64 })),
  geetestValidateV4: Type.Optional(GeetestResultSchema),
};

/** POST /wps/session/login, encrypted. `password` is the SMS code when type is 'sms'. */
export const LoginRequestSchema = Type.Object({
  username: Type.String({ maxLength: 64 }),
  password: Type.String({ maxLength: 128 }),
  type: Type.Union([Type.Literal('username'), Type.Literal('sms'), Type.Literal('')]),
  countryDialingCode: Type.Optional(Type.String({ maxLength: 6 })),
  /** Ours: keep the player signed in for 24 hours (web: HttpOnly cookie; desktop: the bridge). */
  remember: Type.Optional(Type.Boolean()),
  /** Ours: the page the login came from; defaults to 'member'. */
  loginPath: Type.Optional(Type.Unsafe<LoginPath>(Type.Enum(LOGIN_PATHS))),
  loginDeviceId: Type.Optional(Type.String({ maxLength: 64 })),
  ...HumanCheckFields,
});
export type LoginRequest = Static<typeof LoginRequestSchema>;

/** The value of a successful login, registration, free-play or resumed session. */
export const SessionValueSchema = Type.Object({
  token: Type.String(),
  firstTimeLogin: Type.Boolean(),
  passwordExpired: Type.Boolean(),
  /**
   * Ours, only for a desktop client that asked to be remembered: the long-lived token its main
   * process keeps in the OS-encrypted store. Web clients get an HttpOnly cookie instead.
   */
  rememberToken: Type.Optional(Type.String()),
});
export type SessionValue = Static<typeof SessionValueSchema>;

/** The value of a failed login: `captcha` true asks the client to show and load the captcha. */
export const LoginFailureValueSchema = Type.Object({ captcha: Type.Boolean() });

/** POST /wps/session/login/freeplay: a trial account (member type 4) for demo play. */
export const FreePlayRequestSchema = Type.Object({
  os: Type.Optional(Type.String({ maxLength: 32 })),
  platform: Type.Optional(Type.String({ maxLength: 8 })),
});

/** Ours: POST /wps/session/remember resumes a remembered session (cookie on the web, body on desktop). */
export const ResumeRequestSchema = Type.Object({
  rememberToken: Type.Optional(Type.String({ maxLength: 128 })),
});

/** POST /wps/verification/sms/noLogin (login by SMS, forgot password by phone). */
export const LoginSmsRequestSchema = Type.Object({
  mobileNum: Type.String({ maxLength: 20 }),
  countryDialingCode: Type.String({ maxLength: 6 }),
  ...HumanCheckFields,
});

/** POST /wps/verification/sms/register: note mobileNo, not mobileNum (api-contract.md 3.3). */
export const RegisterSmsRequestSchema = Type.Object({
  mobileNo: Type.String({ maxLength: 20 }),
  countryDialingCode: Type.String({ maxLength: 6 }),
  ...HumanCheckFields,
});

/**
 * Ours (seen on sibling brands, api-contract.md 3.3): POST /wps/v2/verification/sms/send, the
 * logged-in send used to bind a mobile number. operationType is accepted as sent (5 on the wire).
 */
export const SendSmsRequestSchema = Type.Object({
  mobileNum: Type.String({ maxLength: 20 }),
  operationType: Type.Optional(Type.Integer({ minimum: 0, maximum: 99 })),
  countryDialingCode: Type.String({ maxLength: 6 }),
});

/** GET /wps/captcha/geetest: the public id the Geetest v4 widget is started with. */
export const GeetestConfigValueSchema = Type.Object({ captchaId: Type.String() });

/** The value of an SMS send: the code is valid this many minutes (the resend countdown is x 60 s). */
export const SmsSentValueSchema = Type.Object({ expiredMinutes: Type.Integer() });
export type SmsSentValue = Static<typeof SmsSentValueSchema>;

/** Optional registration fields, sent as empty strings when not shown (api-contract.md 3.3). */
const optionalText = (maxLength: number) => Type.Optional(Type.String({ maxLength }));

/** PUT /wps/member/register and /wps/member/register/mobile, encrypted. */
export const RegisterRequestSchema = Type.Object({
  username: Type.String({ maxLength: 64 }),
  password: Type.String({ maxLength: 128 }),
  confirmPassword: optionalText(128),
  mobileNum: optionalText(20),
  countryDialingCode: optionalText(6),
  verificationCode: optionalText(255),
  payeeName: optionalText(128),
  email: optionalText(254),
  qqNum: optionalText(64),
  line: optionalText(64),
  whatsapp: optionalText(64),
  facebook: optionalText(128),
  wechat: optionalText(64),
  idNumber: optionalText(64),
  recommenderId: optionalText(64),
  affiliateCode: optionalText(64),
  referralCode: optionalText(64),
  paymentPassword: optionalText(128),
  domain: optionalText(253),
  registerUrl: optionalText(2048),
  registerMethod: optionalText(8),
  login: Type.Optional(Type.Boolean()),
  /** Ours: the player confirmed the brand's minimum age (21 by default). */
  ageConfirmed: Type.Optional(Type.Boolean()),
  firebaseChannel: optionalText(16),
  firebaseIdToken: optionalText(4096),
  loginDeviceId: optionalText(64),
  ...HumanCheckFields,
});
export type RegisterRequest = Static<typeof RegisterRequestSchema>;

/** GET /wps/agent/affiliate?code=&domain=: success says whether the invitation code is valid. */
export const AffiliateQuerySchema = Type.Object({
  code: Type.String({ maxLength: 64 }),
  domain: Type.Optional(Type.String({ maxLength: 253 })),
});

/** POST /wps/member/password, encrypted. oldPassword may be empty only when the server says it is known. */
export const ChangePasswordRequestSchema = Type.Object({
  oldPassword: Type.String({ maxLength: 128 }),
  newPassword: Type.String({ maxLength: 128 }),
  confirmNewPassword: Type.String({ maxLength: 128 }),
});

/** POST /wps/member/password/email, a form post. */
export const ForgotPasswordEmailRequestSchema = Type.Object({
  username: Type.String({ maxLength: 64 }),
  email: Type.String({ maxLength: 254 }),
});

/** POST /wps/member/password/verification, encrypted: set a new password with an SMS code. */
export const SetPasswordByPhoneRequestSchema = Type.Object({
  newPassword: Type.String({ maxLength: 128 }),
  mobileNum: Type.String({ maxLength: 20 }),
  verificationCode: Type.String({ maxLength: 16 }),
  countryDialingCode: Type.String({ maxLength: 6 }),
});

/** Member types (isAgent): 0 member; 1, 2, 41, 42 agents; 4 trial (constants.ts). */
export const MemberInfoSchema = Type.Object({
  id: Type.Integer(),
  account: Type.String(),
  userName: Type.String(),
  nickname: Type.String(),
  type: Type.Integer(),
  isTrial: Type.Boolean(),
  /** Ours: the password must change before any other call (the change dialog cannot be skipped). */
  passwordChangeRequired: Type.Boolean(),
  toUpline: Type.Boolean(),
  clubLabel: Type.Object({ labelName: Type.String(), rankLevel: Type.Integer() }),
  memberLabel: Type.Array(Type.String()),
  memberLabelColor: Type.String(),
  /** Avatar image URL ('' for the fallback image). */
  imgUrl: Type.String(),
  /** Epoch milliseconds. */
  regDate: Type.Integer(),
  /** Masked, e.g. '+63 917****567'; '' when none is bound. */
  mobile: Type.String(),
  /** Masked, e.g. 'j***@example.com'; '' when none is bound. */
  email: Type.String(),
});
export type MemberInfo = Static<typeof MemberInfoSchema>;

/** GET /wps/member/info/icon and /wps/relay/MCSFE_getPlayerAvatar. */
export const AvatarValueSchema = Type.Object({
  avatar: Type.String(),
  avatarType: Type.Literal('STATIC'),
  imgUrl: Type.String(),
});

/** Ours: PUT /wps/member/info/icon chooses one of the avatars. */
export const SetAvatarRequestSchema = Type.Object({
  avatar: Type.Unsafe<AvatarId>(Type.Enum(AVATAR_IDS)),
});

/** Ours: PUT /wps/member/info changes the nickname (1-20 characters, shown escaped). */
export const UpdateProfileRequestSchema = Type.Object({
  nickname: Type.String({ minLength: 1, maxLength: 20 }),
});

/** Ours: POST /wps/member/email binds or replaces the e-mail address; needs the current password. */
export const BindEmailRequestSchema = Type.Object({
  email: Type.String({ maxLength: 254 }),
  password: Type.String({ maxLength: 128 }),
});

/** Ours: POST /wps/member/mobile binds or replaces the mobile number with an SMS code sent to it. */
export const BindMobileRequestSchema = Type.Object({
  mobileNum: Type.String({ maxLength: 20 }),
  countryDialingCode: Type.String({ maxLength: 6 }),
  verificationCode: Type.String({ maxLength: 16 }),
});

/** Ours: POST /wps/session/social/exchange trades the one-time code of a social-login redirect for a session. */
export const SocialExchangeRequestSchema = Type.Object({
  code: Type.String({ maxLength: 128 }),
});
