/**
 * Endpoint descriptors in the platform's model (api-contract.md 1.2): path, verb, owning
 * whitelabel module, whether a session token is needed and whether the payload is encrypted.
 * The client builds its calls from these and the server registers routes at the same paths.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface EndpointDescriptor {
  path: string;
  method: HttpMethod;
  modId: string;
  token: boolean;
  encrypt: boolean;
}

function endpoint(path: string, method: HttpMethod, modId: string, token = false, encrypt = false): EndpointDescriptor {
  return { path, method, modId, token, encrypt };
}

export const ENDPOINTS = {
  systemStatus: endpoint('/wps/system/status', 'GET', 'COMM3'),
  whitelabel: endpoint('/wps/system/whitelabel', 'GET', 'COMM3'),
  registerSettings: endpoint('/wps/system/setting/register', 'GET', 'REG3'),
  domainRoute: endpoint('/wps/system/domainRoute', 'GET', 'COMM3'),
} as const satisfies Record<string, EndpointDescriptor>;

export type EndpointKey = keyof typeof ENDPOINTS;

/** Path prefixes that belong to the platform API; anything else is the web app. */
export const API_PREFIXES = ['/wps/', '/lgw/', '/lotto/'] as const;
