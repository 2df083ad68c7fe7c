import type { RegisterFieldRule, RegisterSettings } from '../../../shared/api/system';
import { SMS_CODE_RULE, type FieldRule } from './registerRules';

/** The registration modes of spec section 4. */
export type RegisterMode = 'username' | 'mobile';

/** Every value the registration form holds. */
export interface RegisterValues {
  username: string;
  password: string;
  confirmPassword: string;
  countryDialingCode: string;
  mobileNum: string;
  verificationCode: string;
  payeeName: string;
  email: string;
  qqNum: string;
  line: string;
  whatsapp: string;
  facebook: string;
  wechat: string;
  idNumber: string;
  recommenderId: string;
  affiliateCode: string;
  referralCode: string;
  paymentPassword: string;
  captcha: string;
  terms: boolean;
}

export type RegisterTextField = Exclude<keyof RegisterValues, 'terms' | 'countryDialingCode'>;

/** Optional fields that appear only when the brand enables them, in the platform's order. */
export const OPTIONAL_FIELDS = [
  'payeeName',
  'email',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'recommenderId',
  'affiliateCode',
  'referralCode',
  'paymentPassword',
] as const satisfies readonly RegisterTextField[];

/** One field the form shows, with how it validates. */
export interface FieldPlan {
  name: RegisterTextField;
  required: boolean;
  rule: FieldRule | null;
  input: 'text' | 'password' | 'tel' | 'email' | 'sms' | 'captcha';
}

/** The whitelabel flags the form reads. */
export interface RegisterFlags {
  /** REGMOBVERF3: username registration needs an SMS code. */
  smsOnUsername: boolean;
  /** MOBILENUMPASSREG3: mobile registration asks for a password too. */
  passwordOnMobile: boolean;
}

export function emptyRegisterValues(countryDialingCode: string): RegisterValues {
  return {
    username: '',
    password: '',
    confirmPassword: '',
    countryDialingCode,
    mobileNum: '',
    verificationCode: '',
    payeeName: '',
    email: '',
    qqNum: '',
    line: '',
    whatsapp: '',
    facebook: '',
    wechat: '',
    idNumber: '',
    recommenderId: '',
    affiliateCode: '',
    referralCode: '',
    paymentPassword: '',
    captcha: '',
    // Age and terms need the visitor's own tick (an affirmative act), never a pre-ticked box.
    terms: false,
  };
}

const isOn = (rule: RegisterFieldRule | null | undefined): rule is RegisterFieldRule => rule?.enabled === true;

/**
 * Which fields a registration shows and how each validates, from the mode, the brand's rules
 * and its flags (spec sections 4 and 5, api-contract.md 4.1 and 4.2).
 */
export function planRegisterFields(mode: RegisterMode, settings: RegisterSettings, flags: RegisterFlags): FieldPlan[] {
  const plan: FieldPlan[] = [];
  const mobileRule = settings.mobileNum ?? null;
  const passwordRule = settings.password ?? null;
  const withPassword = mode === 'username' || flags.passwordOnMobile;
  const withSms = mode === 'mobile' || flags.smsOnUsername;

  if (mode === 'username')
    plan.push({ name: 'username', required: true, rule: settings.username ?? null, input: 'text' });
  if (mode === 'mobile' || isOn(mobileRule) || withSms) {
    plan.push({
      name: 'mobileNum',
      required: withSms || mobileRule?.required === true,
      rule: mobileRule,
      input: 'tel',
    });
  }
  if (withSms) plan.push({ name: 'verificationCode', required: true, rule: SMS_CODE_RULE, input: 'sms' });
  if (withPassword) {
    plan.push({ name: 'password', required: true, rule: passwordRule, input: 'password' });
    plan.push({ name: 'confirmPassword', required: true, rule: null, input: 'password' });
  }
  for (const name of OPTIONAL_FIELDS) {
    const rule = settings[name];
    if (!isOn(rule)) continue;
    const required = name === 'paymentPassword' || rule.required;
    const input = name === 'paymentPassword' ? 'password' : name === 'email' ? 'email' : 'text';
    plan.push({ name, required, rule, input });
  }
  if (isOn(settings.captcha)) plan.push({ name: 'captcha', required: true, rule: null, input: 'captcha' });
  return plan;
}

/** The registration mode the form opens in: mobile when MOBILENUMREG3 is on, else username. */
export function defaultRegisterMode(usernameOn: boolean, mobileOn: boolean): RegisterMode {
  return mobileOn || !usernameOn ? 'mobile' : 'username';
}
