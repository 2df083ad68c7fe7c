import { useTranslation } from 'react-i18next';

/** A text of the auth namespace (or `errors.*` of common) by a key built at run time. */
export type AnyT = (key: string, options?: Record<string, unknown>) => string;

/**
 * The auth namespace's t for keys assembled at run time (reg_pattern_<id>, in_increase_<field>,
 * errors.<code>). Static keys use useTranslation('auth') directly, which checks them at compile time.
 */
export function useAuthT(): AnyT {
  const { i18n } = useTranslation('auth');
  return (key, options) => {
    const ns = key.startsWith('errors.') || !i18n.exists(key, { ns: 'auth' }) ? 'common' : 'auth';
    const text: unknown = i18n.t(key, { ns, ...options } as never);
    return typeof text === 'string' ? text : key;
  };
}
