import { boolean, object, string, type AnyObjectSchema, type Schema } from 'yup';
import type { FieldPlan, RegisterValues } from './registerFields';
import { checkRule, ruleMessage, ruleMessageKey, type FieldRule } from './registerRules';

/** Looks up a text of the auth namespace by a key built at run time. */
export type Translate = (key: string) => string;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PASSWORD_FIELDS = new Set(['password', 'confirmPassword', 'paymentPassword', 'newPassword', 'oldPassword']);

/** The yup rule of one text field: required, the brand's rule, and the e-mail format. */
export function textRule(name: string, required: boolean, rule: FieldRule | null, t: Translate) {
  const value = (v: string | undefined) => (PASSWORD_FIELDS.has(name) ? (v ?? '') : (v ?? '').trim());
  let schema = string().defined().default('');
  if (required) schema = schema.test('required', t('field_required'), (v) => value(v) !== '');
  if (rule) {
    const message = ruleMessage(rule, t(ruleMessageKey(rule)));
    schema = schema.test('rule', message, (v) => value(v) === '' || checkRule(rule, value(v)));
  }
  if (name === 'email')
    schema = schema.test('email', t('email_invalid'), (v) => value(v) === '' || EMAIL.test(value(v)));
  return schema;
}

/** The whole registration schema for the fields the form shows. */
export function registerSchema(plan: readonly FieldPlan[], t: Translate): AnyObjectSchema {
  const shape: Record<string, unknown> = {};
  for (const field of plan) {
    shape[field.name] =
      field.name === 'confirmPassword'
        ? string()
            .default('')
            .test('required', t('field_required'), (v) => (v ?? '') !== '')
            .test('match', t('inconsistent_twice'), function match(v) {
              return v === (this.parent as RegisterValues).password;
            })
        : textRule(field.name, field.required, field.rule, t);
  }
  shape.terms = boolean().default(false).oneOf([true], t('not_empty'));
  return object(shape as Record<string, Schema>);
}
