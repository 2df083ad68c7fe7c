/** Request headers of the platform (api-contract.md 1.4). */
export const HEADERS = {
  merchant: 'Merchant',
  /** The raw session token, no `Bearer ` prefix. */
  authorization: 'Authorization',
  language: 'Language',
  device: 'Device',
  moduleId: 'ModuleId',
  gatewayVersion: 'X-Gateway-Version',
  encryption: 'Encryption',
  digest: 'X-Digest',
  rsa: 'X-RSA',
} as const;

/** Response headers the clients read: the captcha image's id (GET /wps/captcha, ours). */
export const RESPONSE_HEADERS = {
  captchaId: 'Captcha-Id',
} as const;

export const GATEWAY_VERSION = '3';
/** The Device header value the web and desktop clients send. */
export const DEVICE_HEADER_VALUE = 'web';
