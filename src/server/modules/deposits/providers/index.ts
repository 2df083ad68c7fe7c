import type { DepositProviderName } from '../../../db/schema';
import { companyProvider } from './company';
import { paygateProvider } from './paygate';
import { sandboxProvider } from './sandbox';
import type { DepositProvider, GatewayProvider } from './types';

/** The deposit providers by name (one interface, three implementations). */
export const PROVIDERS: Record<DepositProviderName, DepositProvider> = {
  company: companyProvider,
  sandbox: sandboxProvider,
  paygate: paygateProvider,
};

/** The providers that create payments and send callbacks, by the name in the callback path. */
export const GATEWAYS: Partial<Record<string, GatewayProvider>> = {
  sandbox: sandboxProvider,
  paygate: paygateProvider,
};

export function gatewayOf(name: string): GatewayProvider | undefined {
  return Object.hasOwn(GATEWAYS, name) ? GATEWAYS[name] : undefined;
}
