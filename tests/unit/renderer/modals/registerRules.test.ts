import { describe, expect, it } from 'vitest';
import type { RegisterFieldRule, RegisterSettings } from '../../../../src/shared/api/system';
import {
  checkRule,
  patternOf,
  ruleMessage,
  ruleMessageKey,
  SMS_CODE_RULE,
} from '../../../../src/renderer/modals/forms/registerRules';
import {
  defaultRegisterMode,
  emptyRegisterValues,
  planRegisterFields,
} from '../../../../src/renderer/modals/forms/registerFields';
import { registerSchema } from '../../../../src/renderer/modals/forms/registerSchema';

const rule = (overrides: Partial<RegisterFieldRule> = {}): RegisterFieldRule => ({
  enabled: true,
  required: true,
  acceptedPattern: '^[a-zA-Z][a-zA-Z0-9]*$',
  patternId: 1,
  minLength: 2,
  maxLength: 15,
  type: 'text',
  ...overrides,
});

describe('a registration rule', () => {
  it('accepts a value that matches the pattern within the lengths', () => {
    expect(checkRule(rule(), 'juan01')).toBe(true);
    expect(checkRule(rule(), '1juan')).toBe(false);
    expect(checkRule(rule(), 'j')).toBe(false);
    expect(checkRule(rule(), 'j'.repeat(16))).toBe(false);
    expect(checkRule(rule(), 'j'.repeat(15))).toBe(true);
  });

  it("treats '*' as anything, lengths still apply", () => {
    const any = rule({ acceptedPattern: '*', minLength: 3, maxLength: 5 });
    expect(patternOf(any).test('!@# \n')).toBe(true);
    expect(checkRule(any, '!@#')).toBe(true);
    expect(checkRule(any, '!@')).toBe(false);
    expect(checkRule(any, '!@#$%^')).toBe(false);
  });

  it('counts characters, not UTF-16 units, and treats an unreadable pattern as anything', () => {
    expect(checkRule(rule({ acceptedPattern: '*', minLength: 2, maxLength: 2 }), '😀😀')).toBe(true);
    expect(checkRule(rule({ acceptedPattern: '([' }), 'whatever')).toBe(true);
  });

  it('fills (min) and (max) into the reg_pattern text', () => {
    expect(ruleMessageKey(rule({ patternId: 7 }))).toBe('reg_pattern_7');
    expect(ruleMessage(rule(), '(min) - (max) characters, starting with a letter')).toBe(
      '2 - 15 characters, starting with a letter',
    );
    expect(ruleMessage(rule(), 'between (min) and (max)')).toBe('between 2 and 15');
  });

  it('shows a single number when min equals max', () => {
    expect(ruleMessage(rule({ minLength: 6, maxLength: 6 }), '(min) - (max) digits')).toBe('6 digits');
    expect(ruleMessage(rule({ minLength: 6, maxLength: 6 }), '(min)-(max) 位数字')).toBe('6 位数字');
  });
});

describe('the registration form plan', () => {
  const settings: RegisterSettings = {
    username: rule(),
    password: rule({ acceptedPattern: '^(?=.*[A-Za-z])(?=.*\\d).*$', patternId: 5, minLength: 8, maxLength: 64 }),
    mobileNum: rule({ required: false, acceptedPattern: '^\\d+$', patternId: 6, minLength: 7, maxLength: 15 }),
    email: rule({ required: false, acceptedPattern: '*', patternId: 3, minLength: 5, maxLength: 100 }),
    qqNum: rule({ enabled: false }),
    paymentPassword: rule({ required: false, acceptedPattern: '^\\d{6}$', patternId: 6, minLength: 6, maxLength: 6 }),
    captcha: rule({ acceptedPattern: '*' }),
  };
  const flags = { smsOnUsername: false, passwordOnMobile: false };

  it('username mode shows username, passwords and the enabled fields in the platform order', () => {
    const plan = planRegisterFields('username', settings, flags);
    expect(plan.map((f) => f.name)).toEqual([
      'username',
      'mobileNum',
      'password',
      'confirmPassword',
      'email',
      'paymentPassword',
      'captcha',
    ]);
    expect(plan.find((f) => f.name === 'mobileNum')?.required).toBe(false);
    // A payment password is required whenever it is shown.
    expect(plan.find((f) => f.name === 'paymentPassword')?.required).toBe(true);
  });

  it('REGMOBVERF3 adds a required SMS code to username registration', () => {
    const plan = planRegisterFields('username', settings, { ...flags, smsOnUsername: true });
    expect(plan.find((f) => f.name === 'mobileNum')?.required).toBe(true);
    expect(plan.find((f) => f.name === 'verificationCode')).toEqual({
      name: 'verificationCode',
      required: true,
      rule: SMS_CODE_RULE,
      input: 'sms',
    });
  });

  it('mobile mode uses number and code, and a password only with MOBILENUMPASSREG3', () => {
    expect(planRegisterFields('mobile', settings, flags).map((f) => f.name)).toEqual([
      'mobileNum',
      'verificationCode',
      'email',
      'paymentPassword',
      'captcha',
    ]);
    expect(planRegisterFields('mobile', settings, { ...flags, passwordOnMobile: true }).map((f) => f.name)).toContain(
      'password',
    );
  });

  it('opens on mobile when MOBILENUMREG3 is on', () => {
    expect(defaultRegisterMode(true, true)).toBe('mobile');
    expect(defaultRegisterMode(true, false)).toBe('username');
  });

  const t = (key: string) =>
    ({
      field_required: 'required!',
      inconsistent_twice: 'inconsistent twice',
      not_empty: 'not empty?',
      email_invalid: 'bad e-mail',
      reg_pattern_1: '(min) - (max) characters, starting with a letter',
      reg_pattern_5: '(min) - (max) characters mixing letters and digits',
      reg_pattern_6: '(min) - (max) digits',
      reg_pattern_3: 'e-mail of (min) - (max)',
      reg_pattern_0: '(min) - (max) characters',
    })[key] ?? key;

  async function errorsOf(values: Partial<ReturnType<typeof emptyRegisterValues>>) {
    const schema = registerSchema(planRegisterFields('username', settings, flags), t);
    try {
      await schema.validate({ ...emptyRegisterValues('63'), ...values }, { abortEarly: false });
      return {};
    } catch (error) {
      const inner = (error as { inner: { path: string; message: string }[] }).inner;
      return Object.fromEntries(inner.map((issue) => [issue.path, issue.message]));
    }
  }

  it('validates with the built messages', async () => {
    const errors = await errorsOf({
      username: '1x',
      password: 'lettersonly',
      confirmPassword: 'other',
      email: 'nope',
      paymentPassword: '12345',
      captcha: '',
      terms: false,
    });
    expect(errors).toEqual({
      username: '2 - 15 characters, starting with a letter',
      password: '8 - 64 characters mixing letters and digits',
      confirmPassword: 'inconsistent twice',
      email: 'bad e-mail',
      paymentPassword: '6 digits',
      captcha: 'required!',
      terms: 'not empty?',
    });
  });

  it('passes a complete, valid form and ignores optional empty fields', async () => {
    await expect(
      errorsOf({
        username: 'maria01',
        password: 'Secret-123',
        confirmPassword: 'Secret-123',
        paymentPassword: '123456',
        captcha: 'ab12',
        terms: true,
      }),
    ).resolves.toEqual({});
  });

  it('refuses a form whose terms were never ticked (no tick is no consent)', async () => {
    const errors = await errorsOf({ username: 'maria01', password: 'Secret-123', confirmPassword: 'Secret-123' });
    expect(errors.terms).toBe('not empty?');
  });
});
