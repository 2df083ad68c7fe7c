/**
 * The start-up configuration rules that need no schema library: the status codes, the
 * whitelabel flag names and the module-tree flattening. Kept apart from system.ts so the
 * browser entry can use them without bundling typebox; system.ts re-exports them, so
 * importing either module gives the same values.
 */

/** System status: 0 normal, 1 maintenance, 2 region restriction (maintenance wins). */
export const SYSTEM_STATUS = { normal: 0, maintenance: 1, regionRestricted: 2 } as const;
export type SystemStatusCode = (typeof SYSTEM_STATUS)[keyof typeof SYSTEM_STATUS];

/** Whitelabel flags the client reads (spec section 3, api-contract.md 4.1). */
export const WHITELABEL_FLAGS = [
  'USERNAMEREG3',
  'MOBILENUMREG3',
  'REGMOBVERF3',
  'MOBILENUMPASSREG3',
  'DIRECTREG3',
  'MOBILEVERCODELOGIN3',
  'FREEPLAY3',
  'PWDEXPFORCECHANGE3',
  'CHNGPASSVERIF3',
  'AGENTPOLICY3',
  'LOTTMINIGAME3',
  'SEALOTTMINIGAME3',
] as const;
export type WhitelabelFlag = (typeof WHITELABEL_FLAGS)[number];

/** One module node; `enabled` is the string "1" when on, as the platform sends it. */
export interface WhitelabelNode {
  modId: string;
  enabled: string;
  childrenNodes: WhitelabelNode[];
}

/** Flattens the module tree into modId -> on/off, as the client and the server both need. */
export function flattenWhitelabel(
  nodes: readonly WhitelabelNode[],
  into: Record<string, boolean> = {},
): Record<string, boolean> {
  for (const node of nodes) {
    into[node.modId] = node.enabled === '1';
    flattenWhitelabel(node.childrenNodes, into);
  }
  return into;
}
