import type { OperatorRole } from '../../../shared/api/admin';
import { ADMIN_API_PREFIX } from '../../lib/paths';

/**
 * Who may call each operator route, known before the request's body is read: the operator API's
 * onRequest hook (admin/routes.ts) signs the caller in and checks this role first, so a stranger
 * gets 401 and an operator without the role 403 whatever the body, never a 400 that shows the
 * route's schema to someone who may not call it. The services keep their own requireRole checks
 * (the command line calls them without a route; finer rules such as "channel settings need an
 * admin" depend on the body).
 *
 * The rules are by route pattern, most specific first; a route that matches none needs the
 * operator role, so a new route is closed to cashiers until a rule says otherwise.
 */

/** Anyone (the sign-in), any signed-in operator, or one of these roles (admin may do everything). */
export type OperatorAccess = 'public' | 'signed-in' | readonly OperatorRole[];

interface AccessRule {
  /** An HTTP method, or '*' for any. */
  method: string;
  /** The route pattern under /admin/api/ as registered (":param" segments), or a prefix ending in "/". */
  route: string;
  access: OperatorAccess;
}

const RULES: readonly AccessRule[] = [
  { method: 'POST', route: 'session', access: 'public' },
  { method: 'DELETE', route: 'session', access: 'signed-in' },
  { method: 'GET', route: 'me', access: 'signed-in' },
  // Every role picks its brand.
  { method: 'GET', route: 'brands', access: 'signed-in' },
  { method: 'GET', route: 'brands/:merchant', access: 'signed-in' },
  // Uploaded images and receipts: cashiers see players' receipts, operators upload artwork.
  { method: '*', route: 'uploads', access: 'signed-in' },
  { method: '*', route: 'uploads/', access: 'signed-in' },
  { method: '*', route: 'operators', access: ['admin'] },
  { method: '*', route: 'operators/', access: ['admin'] },
  // The cashier's queues and the balance adjustments a cashier asks for.
  { method: '*', route: 'cashier/', access: ['cashier'] },
  { method: 'POST', route: 'brands/:merchant/members/:username/adjustments', access: ['cashier'] },
];

const DEFAULT_ACCESS: OperatorAccess = ['operator'];

/** The access rule of an operator route (its registered pattern); undefined outside /admin/api/. */
export function operatorAccessOf(method: string, routeUrl: string): OperatorAccess | undefined {
  if (!routeUrl.startsWith(ADMIN_API_PREFIX)) return undefined;
  const route = routeUrl.slice(ADMIN_API_PREFIX.length);
  // Fastify answers HEAD with the GET route.
  if (method === 'HEAD') method = 'GET';
  const rule = RULES.find(
    (candidate) =>
      (candidate.method === '*' || candidate.method === method) &&
      (candidate.route.endsWith('/') ? route.startsWith(candidate.route) : route === candidate.route),
  );
  return rule ? rule.access : DEFAULT_ACCESS;
}
