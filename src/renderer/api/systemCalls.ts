import type { AxiosInstance } from 'axios';
import { ENDPOINTS } from '../../shared/api/endpoints';
import type { DomainRoute, RegisterSettings, SystemStatus } from '../../shared/api/system';
import type { CountryEntry } from '../../shared/countries';
import type { WhitelabelNode } from '../../shared/api/system-rules';
import { callEndpoint } from './httpClient';

/** The start-up configuration calls (spec section 7, api-contract.md 3.1). */
export function systemCalls(http: AxiosInstance) {
  return {
    /** Sends the page host so the server can pick the brand; returns status and site config. */
    getSystemStatus: (host?: string) =>
      callEndpoint<SystemStatus>(http, ENDPOINTS.systemStatus, host ? { host } : undefined),
    getWhitelabel: () => callEndpoint<WhitelabelNode[]>(http, ENDPOINTS.whitelabel),
    getRegisterSettings: () => callEndpoint<RegisterSettings>(http, ENDPOINTS.registerSettings),
    getDomainRoute: () => callEndpoint<DomainRoute[]>(http, ENDPOINTS.domainRoute),
    getCountries: () => callEndpoint<CountryEntry[]>(http, ENDPOINTS.country),
  };
}
