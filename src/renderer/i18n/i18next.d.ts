import 'i18next';
import type auth from '../../../locales/en/auth.json';
import type common from '../../../locales/en/common.json';
import type games from '../../../locales/en/games.json';
import type member from '../../../locales/en/member.json';

// English is the typed source of keys: t('missing.key') does not compile.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: { common: typeof common; auth: typeof auth; member: typeof member; games: typeof games };
  }
}
