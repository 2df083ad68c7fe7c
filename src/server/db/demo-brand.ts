import type {
  DomainRoute,
  RegisterFieldRule,
  RegisterSettings,
  Resource,
  WhitelabelNode,
} from '../../shared/api/system';
import { REGISTER_FIELDS } from '../../shared/api/system';
import type { StoredCustomerService } from './schema';

/**
 * The demo brand created on first start, so a fresh install serves a complete configuration.
 * Links point under PUBLIC_URL so they work on whatever host the server is reached at.
 */

/** Modules that start switched off: the mobile mini-games, SMS verification on username
 * registration, and the checks that need a third-party service (geetest, login IP check). */
const OFF_BY_DEFAULT = new Set(['LOTTMINIGAME3', 'SEALOTTMINIGAME3', 'REGMOBVERF3', 'GEETEST3', 'LOGINIPVERF3']);

/** Area root -> its modules; every flag of WHITELABEL_FLAGS and every endpoint module id appears once. */
const MODULE_AREAS: Record<string, string[]> = {
  COMM3: ['FEEDBACK3', 'INBOX3', 'AGEANNOUNCE3', 'CBS3', 'CAPTCHA3', 'GEETEST3'],
  REG3: ['USERNAMEREG3', 'MOBILENUMREG3', 'REGMOBVERF3', 'MOBILENUMPASSREG3', 'DIRECTREG3', 'AFFMAN3'],
  PASS3: [
    'VERIFICATION3',
    'MOBILEVERCODELOGIN3',
    'PWDEXPFORCECHANGE3',
    'CHNGPASSVERIF3',
    'PWRESETSMS3',
    'LOGINIPVERF3',
    'FREEPLAY3',
    'PROFPIC3',
  ],
  FUNDTRANS3: ['MEMTRANS3'],
  GAMELO3: ['GAMELOHOT3', 'GAMELOFAV3', 'GAMELOREC3', 'LOTTMINIGAME3', 'SEALOTTMINIGAME3'],
  PTSYS3: ['REWCEN3'],
  AGENTPOLICY3: ['SIGNCONDIV3', 'DAILYSALCONT3', 'HOURSAL3', 'RTSALARY3'],
};

/**
 * Modules a newcomer can only finish with a text message: mobile registration (the number is the
 * account and its SMS code is required). Without an SMS provider (TWILIO_*) the code only reaches
 * the operator's outbox, so the demo brand starts with them off and registers by username; an
 * operator switches them on (PUT /admin/api/brands/:merchant/modules) once texts can be sent.
 */
const NEEDS_SMS_PROVIDER = new Set(['MOBILENUMREG3']);

/** The demo whitelabel tree: one root per area, its modules as children. */
export function demoWhitelabel(options: { smsProvider: boolean }): WhitelabelNode[] {
  const node = (modId: string, childrenNodes: WhitelabelNode[] = []): WhitelabelNode => {
    const off = OFF_BY_DEFAULT.has(modId) || (!options.smsProvider && NEEDS_SMS_PROVIDER.has(modId));
    return { modId, enabled: off ? '0' : '1', childrenNodes };
  };
  return Object.entries(MODULE_AREAS).map(([root, children]) =>
    node(
      root,
      children.map((id) => node(id)),
    ),
  );
}

const DISABLED_RULE: RegisterFieldRule = {
  enabled: false,
  required: false,
  acceptedPattern: '*',
  patternId: 0,
  minLength: 0,
  maxLength: 255,
  type: 'text',
};

const PASSWORD_RULE: RegisterFieldRule = {
  enabled: true,
  required: true,
  acceptedPattern: '^(?=.*[A-Za-z])(?=.*\\d).*$',
  patternId: 5,
  minLength: 8,
  maxLength: 64,
  type: 'password',
};

const ENABLED_RULES: Partial<Record<(typeof REGISTER_FIELDS)[number], RegisterFieldRule>> = {
  username: {
    enabled: true,
    required: true,
    acceptedPattern: '^[a-zA-Z][a-zA-Z0-9]*$',
    patternId: 1,
    minLength: 2,
    maxLength: 15,
    type: 'text',
  },
  password: PASSWORD_RULE,
  confirmPassword: PASSWORD_RULE,
  mobileNum: {
    enabled: true,
    required: false,
    acceptedPattern: '^\\d+$',
    patternId: 6,
    minLength: 7,
    maxLength: 15,
    type: 'tel',
  },
  email: {
    enabled: true,
    required: false,
    acceptedPattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$',
    patternId: 3,
    minLength: 5,
    maxLength: 100,
    type: 'email',
  },
};

/** Registration rules for every field of REGISTER_FIELDS; fields without a rule are disabled. */
export function demoRegisterSettings(): RegisterSettings {
  return Object.fromEntries(REGISTER_FIELDS.map((field) => [field, ENABLED_RULES[field] ?? DISABLED_RULE]));
}

/**
 * The brand's social links. No app links: an app link would point at a file nobody has published
 * (a 404 on /down). /down lists the installers in DOWNLOADS_DIR and offers the web app; an
 * operator adds ANDROID or IOS resources when the brand has store listings.
 */
export function demoResources(): Resource[] {
  return [
    { resourceType: 'FACEBOOK', url: 'https://www.facebook.com/playhub', labelNameEn: 'Facebook' },
    { resourceType: 'TELEGRAM', url: 'https://t.me/playhub', labelNameEn: 'Telegram' },
    { resourceType: 'WHATSAPP', url: 'https://wa.me/playhub', labelNameEn: 'WhatsApp' },
  ];
}

/**
 * The demo brand's contact channels (shared/api/contact-channels.ts): e-mail, phone and the
 * messengers players in the region use. No live chat: it does not exist yet, and an entry must
 * never lead to a page or anchor that is not there. Operators replace them through
 * PUT /admin/api/brands/:merchant/customer-service.
 */
export function demoCustomerService(): StoredCustomerService[] {
  return [
    { csType: 'email', csPosition: '1', url: 'mailto:support@playhub.example' },
    { csType: 'phone', csPosition: '2', url: 'tel:+63281234567' },
    { csType: 'telegram', csPosition: '3', url: 'https://t.me/PlayHubSupport' },
    { csType: 'whatsapp', csPosition: '4', url: 'https://wa.me/639171234567' },
    { csType: 'viber', csPosition: '5', url: 'viber://chat?number=%2B639171234567' },
  ];
}

/** A single route: the public host, fastest. */
export function demoDomainRoutes(publicUrl: string): DomainRoute[] {
  return [{ domain: new URL(publicUrl).host, speed: 0 }];
}
