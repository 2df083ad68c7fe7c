import { dirname, join, resolve } from 'node:path';

/**
 * Server configuration, read once from environment variables. Every variable is listed in
 * ENV_VARS with its default so the README table can be generated from (and checked against) it.
 */

/** One documented environment variable. */
export interface EnvVarDoc {
  name: string;
  default: string;
  description: string;
}

/** Every environment variable the server and the operator CLI read. */
export const ENV_VARS: readonly EnvVarDoc[] = [
  { name: 'PORT', default: '8080', description: 'TCP port the server listens on (0 picks a free port).' },
  { name: 'HOST', default: '127.0.0.1', description: 'Interface to listen on; 0.0.0.0 to accept outside connections.' },
  {
    name: 'DATA_DIR',
    default: './data',
    description: 'Directory for the embedded database (DATA_DIR/pglite) and other local state.',
  },
  {
    name: 'DATABASE_URL',
    default: '(unset)',
    description: 'PostgreSQL connection string; when unset the embedded PGlite database under DATA_DIR is used.',
  },
  {
    name: 'REDIS_URL',
    default: '(unset)',
    description:
      "Redis for the realtime hub's fan-out between server processes (redis://host:6379); when unset events travel over the database (PostgreSQL LISTEN/NOTIFY, or in process on PGlite).",
  },
  {
    name: 'REDIS_CHANNEL',
    default: 'playhub:realtime',
    description: 'The Redis pub/sub channel of the realtime hub; sites sharing one Redis each need their own.',
  },
  {
    name: 'PUBLIC_URL',
    default: 'http://localhost:PORT',
    description: 'Public base URL of the site; seeds domain routes and CDNs.',
  },
  {
    name: 'WEB_ROOT',
    default: 'out/renderer',
    description: 'Directory of the built web app (index.html and assets/).',
  },
  {
    name: 'DOWNLOADS_DIR',
    default: 'DATA_DIR/downloads',
    description:
      'Directory of the installers (desktop apps, Android apk) and the desktop update feed (latest*.yml), created at start, served under /down/updates and listed on /down.',
  },
  {
    name: 'CONTENT_IMAGES_DIR',
    default: 'DATA_DIR/content-images',
    description:
      'Directory of the content images operators upload (banners, notices, help, VIP), named by their SHA-256 and served under /img/content/. Share it between server processes.',
  },
  {
    name: 'LOG_LEVEL',
    default: 'info',
    description: 'Log level: fatal, error, warn, info, debug, trace or silent. Per-request lines are logged at debug.',
  },
  {
    name: 'TRUST_PROXY',
    default: 'off',
    description: 'on/off. When on, the client IP is taken from X-Forwarded-For (only behind a trusted reverse proxy).',
  },
  { name: 'BODY_LIMIT', default: '1048576', description: 'Largest accepted request body in bytes (1 MiB).' },
  {
    name: 'OPERATOR_PASSWORD',
    default: '(unset)',
    description:
      'Password of the initial operator "admin", used on first start only; when unset a random one is generated and printed once in the log.',
  },
  {
    name: 'PLAYHUB_ENV',
    default: 'development',
    description:
      'production or development. A production start mints no money: no sandbox deposits, no demo balances (README, "Production start").',
  },
  {
    name: 'CONFIG_CACHE_MS',
    default: '1000',
    description:
      'How long brand settings are cached in memory; changes made by another process show up within this time.',
  },
  {
    name: 'CORS_ORIGINS',
    default: 'app://bundle',
    description:
      'Comma-separated origins (scheme://host[:port]) allowed to call the API from another origin, matched exactly; app://bundle is the desktop app.',
  },
  {
    name: 'SESSION_IDLE_MINUTES',
    default: '60',
    description: 'A member session ends after this many minutes without a call.',
  },
  {
    name: 'SESSION_MAX_HOURS',
    default: '12',
    description: 'A member session ends this many hours after login, however active (remember-me lasts 24 hours).',
  },
  {
    name: 'RSA_ROTATE_HOURS',
    default: '6',
    description: 'How often the RSA key of the payload encryption is replaced (the keys are shared by all processes).',
  },
  {
    name: 'RSA_GRACE_MINUTES',
    default: '30',
    description: 'How long a replaced RSA key is still accepted, for clients that fetched it just before the rotation.',
  },
  {
    name: 'SMTP_URL',
    default: '(unset)',
    description:
      'Mail server for temporary passwords: smtp://user:pass@host:587 (STARTTLS when offered) or smtps://user:pass@host:465. When unset, mail goes to the outbox the operator reads.',
  },
  {
    name: 'MAIL_FROM',
    default: 'PlayHub <no-reply@localhost>',
    description: 'The From header of mail sent through SMTP_URL.',
  },
  {
    name: 'TWILIO_ACCOUNT_SID',
    default: '(unset)',
    description:
      'Twilio account SID for text messages (with TWILIO_AUTH_TOKEN and TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID). When unset, texts go to the outbox the operator reads.',
  },
  { name: 'TWILIO_AUTH_TOKEN', default: '(unset)', description: 'Twilio auth token of TWILIO_ACCOUNT_SID.' },
  {
    name: 'TWILIO_FROM',
    default: '(unset)',
    description: 'Sender of the text messages: an E.164 number or an alphanumeric sender id.',
  },
  {
    name: 'TWILIO_MESSAGING_SERVICE_SID',
    default: '(unset)',
    description: 'A Twilio Messaging Service that picks the sender itself; used instead of TWILIO_FROM when set.',
  },
  {
    name: 'TWILIO_BASE_URL',
    default: 'https://api.twilio.com',
    description: "Root of the Messages API; another gateway speaking Twilio's protocol may be named here.",
  },
];

/** The parsed configuration. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Redis for the realtime hub's fan-out (REDIS_URL and REDIS_CHANNEL); absent: the database's change bus. */
  redis: { url: string; channel: string } | undefined;
  publicUrl: string;
  webRoot: string;
  /** The operator console's build (index.html and assets/), served under /console: the `console` folder next to WEB_ROOT. */
  consoleRoot: string;
  /** The house games' build (out/games), next to WEB_ROOT like the console. */
  gamesRoot: string;
  downloadsDir: string;
  /** Public content images (issue 3), files named by their SHA-256. */
  contentImagesDir: string;
  logLevel: LogLevel;
  trustProxy: boolean;
  /** PLAYHUB_ENV=production: nothing mints money (no sandbox deposits, no demo balances; issue 17). */
  production: boolean;
  bodyLimit: number;
  operatorPassword: string | undefined;
  configCacheMs: number;
  /** Origins whose cross-origin API calls are allowed (lower case, exact match). */
  corsOrigins: string[];
  sessionIdleMs: number;
  sessionMaxMs: number;
  rsaRotateMs: number;
  rsaGraceMs: number;
  /** Mail through SMTP; absent: the outbox. */
  smtp: { url: string; from: string } | undefined;
  /** Text messages through Twilio's Messages API; absent: the outbox. */
  twilio: TwilioEnv | undefined;
}

/** The Twilio settings read from the environment. */
export interface TwilioEnv {
  accountSid: string;
  authToken: string;
  from?: string;
  messagingServiceSid?: string;
  baseUrl: string;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Thrown for an invalid variable; the message names the variable and what is expected. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = Record<string, string | undefined>;

/** Reads and validates the configuration; throws ConfigError listing every invalid variable. */
export function loadConfig(env: Env = process.env): Config {
  const problems: string[] = [];
  const read = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value === '' ? undefined : value;
  };
  const integer = (name: string, fallback: number, min: number, max: number): number => {
    const raw = read(name);
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (!/^\d+$/.test(raw) || !Number.isSafeInteger(value) || value < min || value > max) {
      problems.push(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
      return fallback;
    }
    return value;
  };

  const port = integer('PORT', 8080, 0, 65535);
  const bodyLimit = integer('BODY_LIMIT', 1024 * 1024, 1024, 1024 * 1024 * 1024);
  // Below 100 ms the background refresh would turn into steady database load.
  const configCacheMs = integer('CONFIG_CACHE_MS', 1000, 100, 3_600_000);

  const sessionIdleMinutes = integer('SESSION_IDLE_MINUTES', 60, 1, 7 * 24 * 60);
  const sessionMaxHours = integer('SESSION_MAX_HOURS', 12, 1, 30 * 24);
  const rsaRotateHours = integer('RSA_ROTATE_HOURS', 6, 1, 24 * 30);
  const rsaGraceMinutes = integer('RSA_GRACE_MINUTES', 30, 1, 24 * 60);

  const logLevel = (read('LOG_LEVEL') ?? 'info').toLowerCase();
  if (!(LOG_LEVELS as readonly string[]).includes(logLevel))
    problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${logLevel}")`);

  const trustProxy = parseSwitch(read('TRUST_PROXY'), 'TRUST_PROXY', problems);
  const runtime = read('PLAYHUB_ENV') ?? 'development';
  if (runtime !== 'production' && runtime !== 'development')
    problems.push(`PLAYHUB_ENV must be production or development (got "${runtime}")`);

  const publicUrl = (read('PUBLIC_URL') ?? `http://localhost:${port}`).replace(/\/+$/, '');
  if (!isHttpUrl(publicUrl)) problems.push(`PUBLIC_URL must be an absolute http(s) URL (got "${publicUrl}")`);

  const databaseUrl = read('DATABASE_URL');
  if (databaseUrl !== undefined && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    problems.push('DATABASE_URL must start with postgres:// or postgresql://');
  }

  const redisUrl = read('REDIS_URL');
  if (redisUrl !== undefined && !/^rediss?:\/\/[^\s]+$/.test(redisUrl))
    problems.push('REDIS_URL must start with redis:// or rediss://');

  const corsOrigins = parseOrigins(read('CORS_ORIGINS') ?? 'app://bundle', problems);

  const operatorPassword = env.OPERATOR_PASSWORD === '' ? undefined : env.OPERATOR_PASSWORD;
  if (operatorPassword !== undefined && operatorPassword.length < 8)
    problems.push('OPERATOR_PASSWORD must have at least 8 characters');

  const smtp = parseSmtp(read, problems);
  const twilio = parseTwilio(read, problems);

  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
  const dataDir = resolve(read('DATA_DIR') ?? './data');
  return {
    port,
    host: read('HOST') ?? '127.0.0.1',
    dataDir,
    databaseUrl,
    redis: redisUrl === undefined ? undefined : { url: redisUrl, channel: read('REDIS_CHANNEL') ?? 'playhub:realtime' },
    publicUrl,
    webRoot: resolve(read('WEB_ROOT') ?? 'out/renderer'),
    consoleRoot: resolve(dirname(resolve(read('WEB_ROOT') ?? 'out/renderer')), 'console'),
    gamesRoot: resolve(dirname(resolve(read('WEB_ROOT') ?? 'out/renderer')), 'games'),
    downloadsDir: resolve(read('DOWNLOADS_DIR') ?? join(dataDir, 'downloads')),
    contentImagesDir: resolve(read('CONTENT_IMAGES_DIR') ?? join(dataDir, 'content-images')),
    logLevel: logLevel as LogLevel,
    trustProxy,
    production: runtime === 'production',
    bodyLimit,
    operatorPassword,
    configCacheMs,
    corsOrigins,
    sessionIdleMs: sessionIdleMinutes * 60_000,
    sessionMaxMs: sessionMaxHours * 3_600_000,
    rsaRotateMs: rsaRotateHours * 3_600_000,
    rsaGraceMs: rsaGraceMinutes * 60_000,
    smtp,
    twilio,
  };
}

type Read = (name: string) => string | undefined;

function parseSmtp(read: Read, problems: string[]): Config['smtp'] {
  const url = read('SMTP_URL');
  if (url === undefined) return undefined;
  if (!/^smtps?:\/\/[^/\s]+/.test(url)) {
    problems.push('SMTP_URL must look like smtp://user:pass@host:587 or smtps://user:pass@host:465');
    return undefined;
  }
  return { url, from: read('MAIL_FROM') ?? 'PlayHub <no-reply@localhost>' };
}

/** All or nothing: a half-configured provider would fail at the first text, so it fails at start. */
function parseTwilio(read: Read, problems: string[]): TwilioEnv | undefined {
  const accountSid = read('TWILIO_ACCOUNT_SID');
  const authToken = read('TWILIO_AUTH_TOKEN');
  const from = read('TWILIO_FROM');
  const messagingServiceSid = read('TWILIO_MESSAGING_SERVICE_SID');
  const baseUrl = (read('TWILIO_BASE_URL') ?? 'https://api.twilio.com').replace(/\/+$/, '');
  if (accountSid === undefined && authToken === undefined) return undefined;
  if (!accountSid || !authToken) {
    problems.push('TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN must be set together');
    return undefined;
  }
  if (!from && !messagingServiceSid) {
    problems.push('Twilio needs TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID');
    return undefined;
  }
  if (!isHttpUrl(baseUrl)) {
    problems.push(`TWILIO_BASE_URL must be an absolute http(s) URL (got "${baseUrl}")`);
    return undefined;
  }
  return {
    accountSid,
    authToken,
    baseUrl,
    ...(from ? { from } : {}),
    ...(messagingServiceSid ? { messagingServiceSid } : {}),
  };
}

function parseSwitch(raw: string | undefined, name: string, problems: string[]): boolean {
  if (raw === undefined) return false;
  const value = raw.toLowerCase();
  if (['on', 'true', '1', 'yes'].includes(value)) return true;
  if (['off', 'false', '0', 'no'].includes(value)) return false;
  problems.push(`${name} must be on or off (got "${raw}")`);
  return false;
}

/** scheme://host[:port], nothing after: the form browsers send in the Origin header. */
const ORIGIN = /^[a-z][a-z0-9+.-]*:\/\/([a-z0-9.-]+|\[[0-9a-f:.]+\])(:\d{1,5})?$/;

/** A comma-separated list of exact origins, lower-cased (browsers send scheme and host in lower case). */
function parseOrigins(raw: string, problems: string[]): string[] {
  const origins = raw
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .filter((part) => part !== '');
  const invalid = origins.filter((origin) => !ORIGIN.test(origin));
  if (invalid.length > 0) {
    problems.push(
      `CORS_ORIGINS must be a comma-separated list of origins like app://bundle or https://example.com (no path, no wildcard); invalid: ${invalid.map((o) => JSON.stringify(o)).join(', ')}`,
    );
  }
  return [...new Set(origins)];
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
