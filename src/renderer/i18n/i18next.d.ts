import 'i18next';
import type agent from '../../../locales/en/agent.json';
import type auth from '../../../locales/en/auth.json';
import type cashier from '../../../locales/en/cashier.json';
import type common from '../../../locales/en/common.json';
import type consoleStrings from '../../../locales/en/console.json';
import type games from '../../../locales/en/games.json';
import type launch from '../../../locales/en/launch.json';
import type member from '../../../locales/en/member.json';
import type site from '../../../locales/en/site.json';

// English is the typed source of keys: t('missing.key') does not compile.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      auth: typeof auth;
      member: typeof member;
      games: typeof games;
      // Starting games: the game page and popup, vendor game lists, rooms, the home strips.
      launch: typeof launch;
      // The member centre's money pages (src/renderer/member/cashier).
      cashier: typeof cashier;
      // Site content pages and popups (help, download, VIP, join, notices, feedback).
      site: typeof site;
      // The agent centre (src/renderer/agent).
      agent: typeof agent;
      // The operator console's own namespace (src/renderer/console); the player app never loads it.
      console: typeof consoleStrings;
    };
  }
}
