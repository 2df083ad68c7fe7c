import type { BrandAdminView, OperatorRole, OperatorSession } from '../../../shared/api/admin';
import { ERROR_CODES } from '../../../shared/api/envelope';
import type { Database } from '../../db/client';
import type { OperatorRow } from '../../db/schema';
import { ApiError, badRequest } from '../../lib/errors';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../lib/passwords';
import { newToken, sha256 } from '../../lib/tokens';
import { brandAdminView, getBrand, setMaintenance, setRegion } from '../system/service';
import { clear, release, reserve } from '../limits/limiter';
import { RULES } from '../limits/rules';
import {
  insertAudit,
  insertOperator,
  insertSession,
  revokeOperatorSessions,
  revokeSession,
  selectLiveSession,
  selectOperator,
  touchSession,
  updateOperatorPassword,
} from './queries';

/**
 * Operator rules: sign-in with limits, sessions, and the brand switches. The API and the CLI
 * both go through these functions, and every write lands in operator_audit in the same
 * transaction as the change.
 */

/** Sessions last one working day. */
export const SESSION_TTL_MS = 8 * 60 * 60 * 1000;

/** Who performs a write: a signed-in operator, or the command line. */
export interface Actor {
  name: string;
  operatorId: number | null;
  /** The command line acts as an admin: whoever runs it can open the database anyway. */
  role: OperatorRole;
  ip: string | null;
}

/** The CLI's actor. */
export const CLI_ACTOR: Actor = { name: 'cli', operatorId: null, role: 'admin', ip: null };

/** 403 forbidden unless the actor has one of the roles (admin may do everything). */
export function requireRole(actor: Actor, ...roles: OperatorRole[]): void {
  if (actor.role !== 'admin' && !roles.includes(actor.role))
    throw new ApiError(403, ERROR_CODES.forbidden, `This needs the ${roles.join(' or ')} role`);
}

/** What the operator service needs: the database and a hook run after brand changes. */
export interface AdminDeps {
  db: Database;
  /** Called after a brand write commits (refreshes this process's brand cache). */
  onBrandChanged?: () => Promise<void>;
  now?: () => number;
  /** The game vendor adapter kinds this server has (vendors.adapter must name one). */
  adapterKinds?: () => string[];
}

/** A signed-in operator and the session the token belongs to. */
export interface Authenticated {
  operator: OperatorRow;
  sessionId: number;
}

function tooMany(retryAfter: number): ApiError {
  return new ApiError(
    429,
    ERROR_CODES.tooManyRequests,
    `Too many failed sign-ins; try again in ${retryAfter} s`,
    null,
    { 'retry-after': String(retryAfter) },
    retryAfter,
  );
}

/**
 * Signs an operator in. Each attempt reserves its slot per username and per IP in the shared
 * limiter before the password is checked (10 each in 15 minutes, RULES.operatorUser/Address), so
 * a burst runs at most 10 checks; a success clears the username's count and gives its slot on the
 * address back. Unknown users cost as much as known ones.
 */
export async function login(
  deps: AdminDeps,
  input: { username: string; password: string; ip: string },
): Promise<OperatorSession> {
  const now = deps.now?.() ?? Date.now();
  const [user, address] = await reserve(deps.db, now, [
    [RULES.operatorUser, input.username.toLowerCase()],
    [RULES.operatorAddress, input.ip],
  ]);
  if (!user || !address) throw new Error('operator sign-in reserved no slots');
  const refused = [user, address].filter((slot) => !slot.allowed);
  if (refused.length > 0) {
    // Refused before the check: the slots go back, so only checks and failures hold them.
    await Promise.all([release(deps.db, user), release(deps.db, address)]);
    throw tooMany(Math.max(...refused.map((slot) => slot.retryAfter)));
  }

  const operator = await selectOperator(deps.db, input.username);
  let ok = false;
  if (operator) ok = (await verifyPassword(operator.passwordHash, input.password)) && !operator.disabled;
  else await verifyAgainstDummy(input.password);

  if (!ok || !operator) {
    // login.invalid, as for members: login.not.session means a session that ended, and made the
    // console say "You have been logged out" to an operator who mistyped a password.
    throw new ApiError(401, ERROR_CODES.invalidCredentials, 'Wrong username or password');
  }
  // A success forgives the username's failures and gives its own slot back on the address, so
  // an office of operators signing in all day never locks itself out; failures stay counted.
  await Promise.all([clear(deps.db, user), release(deps.db, address)]);
  const token = newToken();
  const expiresAt = new Date(now + SESSION_TTL_MS);
  await deps.db.transaction(async (tx) => {
    await insertSession(tx, { tokenHash: sha256(token), operatorId: operator.id, expiresAt });
    await insertAudit(tx, {
      operator: operator.username,
      operatorId: operator.id,
      action: 'session.create',
      detail: {},
      ip: input.ip,
    });
  });
  return { token, expiresAt: expiresAt.toISOString() };
}

/** The operator behind a bearer token, or 401. */
export async function authenticate(deps: AdminDeps, token: string): Promise<Authenticated> {
  const now = new Date(deps.now?.() ?? Date.now());
  const found = token === '' ? undefined : await selectLiveSession(deps.db, sha256(token), now);
  if (!found)
    throw new ApiError(
      401,
      ERROR_CODES.notLoggedIn,
      'Sign in first: the operator session is missing, expired or revoked',
    );
  await touchSession(deps.db, found.sessionId, now);
  return { operator: found.operator, sessionId: found.sessionId };
}

/** Ends the caller's session. */
export async function logout(deps: AdminDeps, auth: Authenticated, ip: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await revokeSession(tx, auth.sessionId);
    await insertAudit(tx, {
      operator: auth.operator.username,
      operatorId: auth.operator.id,
      action: 'session.delete',
      detail: {},
      ip,
    });
  });
}

/** A brand's operator view. */
export async function viewBrand(deps: AdminDeps, merchant: string): Promise<BrandAdminView> {
  return brandAdminView(await getBrand(deps.db, merchant));
}

/** Switches maintenance for a brand and records it. */
export async function changeMaintenance(
  deps: AdminDeps,
  actor: Actor,
  merchant: string,
  input: { enabled: boolean; endTime?: string | null | undefined },
): Promise<BrandAdminView> {
  requireRole(actor, 'operator');
  const view = await deps.db.transaction(async (tx) => {
    const row = await setMaintenance(tx, merchant, input.enabled, input.endTime);
    const detail = { merchant, enabled: input.enabled, endTime: row.maintenanceEndAt?.toISOString() ?? null };
    await insertAudit(tx, {
      operator: actor.name,
      operatorId: actor.operatorId,
      action: 'brand.maintenance',
      detail,
      ip: actor.ip,
    });
    return brandAdminView(row);
  });
  await deps.onBrandChanged?.();
  return view;
}

/** Replaces a brand's region block and allow-list and records it. */
export async function changeRegion(
  deps: AdminDeps,
  actor: Actor,
  merchant: string,
  input: { blockedCountries: string[]; allowedIps: string[] },
): Promise<BrandAdminView> {
  requireRole(actor, 'operator');
  const view = await deps.db.transaction(async (tx) => {
    const row = await setRegion(tx, merchant, input.blockedCountries, input.allowedIps);
    const detail = { merchant, blockedCountries: row.blockedCountries, allowedIps: row.allowedIps };
    await insertAudit(tx, {
      operator: actor.name,
      operatorId: actor.operatorId,
      action: 'brand.region',
      detail,
      ip: actor.ip,
    });
    return brandAdminView(row);
  });
  await deps.onBrandChanged?.();
  return view;
}

const USERNAME = /^[a-zA-Z][a-zA-Z0-9_.-]{1,63}$/;

function checkPassword(password: string): void {
  if (password.length < 8 || password.length > 256) throw badRequest('The password must have 8 to 256 characters');
}

/** Creates an operator account. */
export async function createOperator(
  deps: AdminDeps,
  actor: Actor,
  input: { username: string; password: string; role: OperatorRole },
): Promise<OperatorRow> {
  requireRole(actor, 'admin');
  if (!USERNAME.test(input.username))
    throw badRequest(
      'The username must start with a letter and have 2 to 64 letters, digits, dots, dashes or underscores',
    );
  checkPassword(input.password);
  const passwordHash = await hashPassword(input.password);
  return deps.db.transaction(async (tx) => {
    const row = await insertOperator(tx, { username: input.username, passwordHash, role: input.role });
    if (!row) throw new ApiError(409, ERROR_CODES.badRequest, `The operator "${input.username}" already exists`);
    await insertAudit(tx, {
      operator: actor.name,
      operatorId: actor.operatorId,
      action: 'operator.create',
      detail: { username: row.username, role: row.role },
      ip: actor.ip,
    });
    return row;
  });
}

/** Sets a new password and signs the operator out everywhere. */
export async function resetOperatorPassword(
  deps: AdminDeps,
  actor: Actor,
  input: { username: string; password: string },
): Promise<OperatorRow> {
  requireRole(actor, 'admin');
  checkPassword(input.password);
  const passwordHash = await hashPassword(input.password);
  return deps.db.transaction(async (tx) => {
    const row = await updateOperatorPassword(tx, input.username, passwordHash);
    if (!row) throw new ApiError(404, ERROR_CODES.notFound, `No operator "${input.username}"`);
    await revokeOperatorSessions(tx, row.id);
    await insertAudit(tx, {
      operator: actor.name,
      operatorId: actor.operatorId,
      action: 'operator.reset-password',
      detail: { username: row.username },
      ip: actor.ip,
    });
    return row;
  });
}
