import type {
  AdminGame,
  AdminGameType,
  AdminGamesPage,
  AdminGamesQuery,
  AdminVendor,
  GameInput,
  VendorInput,
} from '../../../shared/api/games-admin';
import { ERROR_CODES, type ErrorCode } from '../../../shared/api/envelope';
import {
  ADAPTER_KIND_PATTERN,
  ADMIN_GAMES_MAX_PAGE_SIZE,
  SECRET_CONFIG_KEY,
  VENDOR_CODE_PATTERN,
  VENDOR_NAME_MAX,
} from '../../../shared/catalogue-rules';
import { minorToNumber } from '../../../shared/money';
import type { Database } from '../../db/client';
import type { BrandRow, GameRow, VendorRow } from '../../db/schema';
import { ApiError, notFound } from '../../lib/errors';
import { insertAudit } from '../admin/queries';
import { requireRole, type Actor } from '../admin/service';
import { selectImageSizes } from '../content/queries';
import { getBrand } from '../system/service';
import {
  checkGameCode,
  checkGameFields,
  imageProblem,
  Problems,
  text,
  uploadedHash,
  type GameFields,
} from './admin-checks';
import {
  insertGame,
  insertVendor,
  lockCatalogue,
  maxVendorOrder,
  nextGameOrders,
  nextNodeId,
  selectAdminGames,
  selectBrandTypes,
  selectGame,
  selectGamesByCode,
  selectVendor,
  selectVendorGameIds,
  selectVendors,
  selectVendorsByCode,
  setSortOrders,
  setVendorGamesType,
  typeExists,
  updateGame,
  updateVendor,
  upsertBrandType,
  type AdminGameFilter,
  type GameValues,
  type VendorValues,
} from './admin-queries';
import { searchText } from './seed-catalogue';

/**
 * The operator side of the game catalogue: per-brand game type switches and order, vendors and
 * games. Needs the operator (or admin) role. Every write checks all its input first, then
 * changes the rows and appends its operator_audit entry in one transaction that holds the
 * brand's catalogue lock, and only after the commit forgets the brand's cached lobby answers,
 * so the very next player call sees the change.
 */

export interface CatalogueAdminDeps {
  db: Database;
  /** Makes every process forget its cached catalogue answers of a brand (GameCatalogue.invalidate). */
  invalidate: (brandId: number) => void | Promise<void>;
  /** The adapter kinds this server can launch with; any well-formed kind is accepted without it. */
  adapterKinds?: () => string[];
}

/** BG (bingo) is offered only by TY brands: those whose default language is Tagalog (spec 3). */
export function offersBingo(brand: BrandRow): boolean {
  return brand.defaultLanguage === 'ty';
}

/** Throws the first problem (all of them in `value.problems`); 409 for a taken code. */
export function refuseProblems(problems: Problems): void {
  const first = problems.list[0];
  if (!first) return;
  const taken = first.code === ERROR_CODES.catalogueVendorExists || first.code === ERROR_CODES.catalogueGameExists;
  throw new ApiError(taken ? 409 : 400, first.code as ErrorCode, first.message, {
    field: first.field,
    problems: problems.list,
  });
}

/** Uploaded images (/img/content/<sha256>.*) must exist; other addresses were format-checked. */
export async function checkUploads(db: Database, urls: (string | undefined)[], problems: Problems, field: string) {
  const hashes = urls.map((url) => uploadedHash(url ?? '')).filter((hash): hash is string => hash !== undefined);
  const found = await selectImageSizes(db, hashes);
  for (const hash of hashes)
    if (!found.has(hash)) problems.add(field, ERROR_CODES.contentUrl, `No uploaded image ${hash.slice(0, 12)}…`);
}

/** Runs a write under the catalogue lock with its audit entry, then clears the brand's cache. */
export async function catalogueWrite<T>(
  deps: CatalogueAdminDeps,
  actor: Actor,
  merchant: string,
  work: (tx: Database, brand: BrandRow) => Promise<{ value: T; action: string; detail: Record<string, unknown> }>,
): Promise<T> {
  requireRole(actor, 'operator');
  const brand = await getBrand(deps.db, merchant);
  const value = await deps.db.transaction(async (tx) => {
    await lockCatalogue(tx, brand.id);
    const done = await work(tx, brand);
    await insertAudit(tx, {
      operator: actor.name,
      operatorId: actor.operatorId,
      action: done.action,
      detail: { merchant, ...done.detail },
      ip: actor.ip,
    });
    return done.value;
  });
  await deps.invalidate(brand.id);
  return value;
}

export async function readBrand(deps: CatalogueAdminDeps, actor: Actor, merchant: string): Promise<BrandRow> {
  requireRole(actor, 'operator');
  return getBrand(deps.db, merchant);
}

/** The wanted items first, then the others in their present order; unknown or repeated ones refused. */
function reorder<T>(current: readonly T[], wanted: readonly T[], what: string): T[] {
  if (new Set(wanted).size !== wanted.length)
    throw new ApiError(400, ERROR_CODES.badRequest, `A ${what} appears twice in the order`);
  for (const item of wanted)
    if (!current.includes(item)) throw notFound(`No ${what} ${String(item)} in this brand (or not in this group)`);
  return [...wanted, ...current.filter((item) => !wanted.includes(item))];
}

// ---------------------------------------------------------------------------------------------
// Game types

export async function listTypes(deps: CatalogueAdminDeps, actor: Actor, merchant: string): Promise<AdminGameType[]> {
  const brand = await readBrand(deps, actor, merchant);
  return selectBrandTypes(deps.db, brand.id);
}

/** Switches a type on or off for the brand (a jurisdiction's rule); its vendors leave or join the lobby. */
export async function setTypeEnabled(
  deps: CatalogueAdminDeps,
  actor: Actor,
  merchant: string,
  code: string,
  enabled: boolean,
): Promise<AdminGameType[]> {
  const wanted = code.trim().toUpperCase();
  await catalogueWrite(deps, actor, merchant, async (tx, brand) => {
    const types = await selectBrandTypes(tx, brand.id);
    const type = types.find((t) => t.code === wanted);
    if (!type) throw new ApiError(400, ERROR_CODES.catalogueTypeUnknown, `No game type ${wanted}`);
    await upsertBrandType(tx, brand.id, wanted, { enabled }, type.sortOrder);
    return { value: null, action: 'games.type.enabled', detail: { gameType: wanted, enabled } };
  });
  return listTypes(deps, actor, merchant);
}

export async function orderTypes(
  deps: CatalogueAdminDeps,
  actor: Actor,
  merchant: string,
  codes: string[],
): Promise<AdminGameType[]> {
  const wanted = codes.map((code) => code.trim().toUpperCase());
  await catalogueWrite(deps, actor, merchant, async (tx, brand) => {
    const types = await selectBrandTypes(tx, brand.id);
    const order = reorder(
      types.map((t) => t.code),
      wanted,
      'game type',
    );
    for (const [index, code] of order.entries())
      await upsertBrandType(tx, brand.id, code, { sortOrder: (index + 1) * 10 }, (index + 1) * 10);
    return { value: null, action: 'games.type.order', detail: { codes: order } };
  });
  return listTypes(deps, actor, merchant);
}

// ---------------------------------------------------------------------------------------------
// Vendors

/** A vendor for the operator: adapter settings without their secret values. */
export function vendorView(row: VendorRow, gameCount: number): AdminVendor {
  const adapterConfig: AdminVendor['adapterConfig'] = {};
  const adapterSecrets: string[] = [];
  for (const [key, value] of Object.entries(row.adapterConfig)) {
    if (SECRET_CONFIG_KEY.test(key)) {
      if (value !== '' && value !== null && value !== undefined) adapterSecrets.push(key);
    } else if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      adapterConfig[key] = value;
    }
  }
  return {
    id: row.id,
    vassalage: row.vassalage,
    displayName: row.displayName,
    gameType: row.gameType,
    isHot: row.isHot,
    accountTypeId: row.accountTypeId,
    accountTypeName: row.accountTypeName,
    walletMode: row.walletMode,
    isGame: row.isGame,
    largeIcon: row.largeIcon,
    smallIcon: row.smallIcon,
    h5Icon: row.h5Icon,
    enabled: row.enabled,
    sortOrder: row.sortOrder,
    gameCount,
    adapter: row.adapter,
    adapterConfig,
    adapterSecrets: adapterSecrets.sort(),
    updatedAt: row.updatedAt.getTime(),
  };
}

export async function listVendors(deps: CatalogueAdminDeps, actor: Actor, merchant: string): Promise<AdminVendor[]> {
  const brand = await readBrand(deps, actor, merchant);
  return (await selectVendors(deps.db, brand.id)).map((row) => vendorView(row, row.gameCount));
}

/**
 * The stored adapter settings after an update: the input replaces them, except secret keys it
 * leaves out, which keep their stored value ('' removes one). A launchUrl must be https.
 */
function mergedConfig(
  stored: Record<string, unknown>,
  input: VendorInput['adapterConfig'],
  problems: Problems,
): Record<string, unknown> {
  if (input === undefined) return stored;
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(stored)) if (SECRET_CONFIG_KEY.test(key)) result[key] = value;
  for (const [key, value] of Object.entries(input)) {
    if (SECRET_CONFIG_KEY.test(key) && value === '') delete result[key];
    else result[key] = value;
  }
  const launchUrl = result.launchUrl;
  if (
    launchUrl !== undefined &&
    launchUrl !== '' &&
    !(typeof launchUrl === 'string' && /^https:\/\/[^\s/]+/i.test(launchUrl))
  )
    problems.add('adapterConfig.launchUrl', ERROR_CODES.contentUrl, 'The launch URL must be an https address');
  return result;
}

async function vendorValues(
  tx: Database,
  deps: CatalogueAdminDeps,
  input: VendorInput,
  stored: VendorRow | undefined,
  problems: Problems,
): Promise<Omit<VendorValues, 'brandId' | 'sortOrder'>> {
  const vassalage = input.vassalage.trim().toUpperCase();
  if (!VENDOR_CODE_PATTERN.test(vassalage))
    problems.add(
      'vassalage',
      ERROR_CODES.catalogueVendorCode,
      'The vendor code is 1 to 40 upper-case letters, digits or _',
    );
  const displayName = input.displayName.trim();
  if (displayName === '')
    problems.add('displayName', ERROR_CODES.catalogueNameRequired, 'The display name is required');
  else if (displayName.length > VENDOR_NAME_MAX || /[\p{Cc}<>]/u.test(displayName))
    problems.add(
      'displayName',
      ERROR_CODES.catalogueNameInvalid,
      `The display name is at most ${VENDOR_NAME_MAX} characters without < > or control characters`,
    );
  const gameType = input.gameType.trim().toUpperCase();
  if (!(await typeExists(tx, gameType)))
    problems.add('gameType', ERROR_CODES.catalogueTypeUnknown, `No game type ${gameType}`);
  for (const field of ['largeIcon', 'smallIcon', 'h5Icon'] as const) {
    const problem = imageProblem(input[field].trim());
    if (problem) problems.add(field, ERROR_CODES.contentUrl, problem);
  }
  await checkUploads(
    tx,
    [input.largeIcon, input.smallIcon, input.h5Icon].map((url) => url.trim()),
    problems,
    'icon',
  );
  const adapter = input.adapter?.trim() ?? stored?.adapter;
  const kinds = deps.adapterKinds?.();
  if (adapter !== undefined && (!ADAPTER_KIND_PATTERN.test(adapter) || (kinds && !kinds.includes(adapter))))
    problems.add(
      'adapter',
      ERROR_CODES.catalogueField,
      kinds ? `The adapter is one of ${kinds.join(', ')}` : 'The adapter kind is a short lower-case name',
    );
  return {
    vassalage,
    displayName,
    gameType,
    isHot: input.isHot,
    accountTypeId: input.accountTypeId,
    accountTypeName: input.accountTypeName.trim(),
    walletMode: input.walletMode,
    isGame: input.isGame,
    largeIcon: input.largeIcon.trim(),
    smallIcon: input.smallIcon.trim(),
    h5Icon: input.h5Icon.trim(),
    enabled: input.enabled,
    ...(adapter === undefined ? {} : { adapter }),
    adapterConfig: mergedConfig(stored?.adapterConfig ?? {}, input.adapterConfig, problems),
  };
}

async function gameCountOf(tx: Database, brandId: number, vendorId: number): Promise<number> {
  return (await selectVendors(tx, brandId)).find((row) => row.id === vendorId)?.gameCount ?? 0;
}

/** Creates (id undefined) or replaces a vendor; a type change moves its games along. */
export async function saveVendor(
  deps: CatalogueAdminDeps,
  actor: Actor,
  merchant: string,
  input: VendorInput,
  id?: number,
): Promise<AdminVendor> {
  return catalogueWrite(deps, actor, merchant, async (tx, brand) => {
    const stored = id === undefined ? undefined : await selectVendor(tx, brand.id, id);
    if (id !== undefined && !stored) throw notFound(`No vendor ${id} in this brand`);
    const problems = new Problems();
    const values = await vendorValues(tx, deps, input, stored, problems);
    const [clash] = await selectVendorsByCode(tx, brand.id, [values.vassalage]);
    if (clash && clash.id !== id)
      problems.add('vassalage', ERROR_CODES.catalogueVendorExists, `Vendor ${values.vassalage} already exists`);
    refuseProblems(problems);
    let row: VendorRow;
    if (stored) {
      row = await updateVendor(tx, stored.id, values);
      if (stored.gameType !== row.gameType) await setVendorGamesType(tx, row.id, row.gameType);
    } else {
      row = await insertVendor(tx, {
        ...values,
        brandId: brand.id,
        sortOrder: (await maxVendorOrder(tx, brand.id)) + 10,
      });
    }
    return {
      value: vendorView(row, await gameCountOf(tx, brand.id, row.id)),
      action: stored ? 'games.vendor.update' : 'games.vendor.create',
      detail: { vendorId: row.id, vassalage: row.vassalage, adapterConfigKeys: Object.keys(row.adapterConfig) },
    };
  });
}

export async function setVendorEnabled(
  deps: CatalogueAdminDeps,
  actor: Actor,
  merchant: string,
  id: number,
  enabled: boolean,
): Promise<AdminVendor> {
  return catalogueWrite(deps, actor, merchant, async (tx, brand) => {
    if (!(await selectVendor(tx, brand.id, id))) throw notFound(`No vendor ${id} in this brand`);
    const row = await updateVendor(tx, id, { enabled });
    return {
      value: vendorView(row, await gameCountOf(tx, brand.id, id)),
      action: 'games.vendor.enabled',
      detail: { vendorId: id, vassalage: row.vassalage, enabled },
    };
  });
}

export async function orderVendors(
  deps: CatalogueAdminDeps,
  actor: Actor,
  merchant: string,
  ids: number[],
): Promise<AdminVendor[]> {
  await catalogueWrite(deps, actor, merchant, async (tx, brand) => {
    const current = (await selectVendors(tx, brand.id)).map((row) => row.id);
    const order = reorder(current, ids, 'vendor');
    await setSortOrders(tx, 'vendors', order);
    return { value: null, action: 'games.vendor.order', detail: { ids: order } };
  });
  return listVendors(deps, actor, merchant);
}

// ---------------------------------------------------------------------------------------------
// Games

export function gameView(row: GameRow, vassalage: string): AdminGame {
  return {
    id: row.id,
    vendorId: row.vendorId,
    vassalage,
    nodeId: row.nodeId,
    gameCode: row.gameCode,
    gameType: row.gameType,
    names: row.names,
    gameClassify: row.gameClassify,
    minBet: minorToNumber(BigInt(row.minBet)),
    lineNum: row.lineNum,
    isHot: row.isHot,
    defaultPlayType: row.defaultPlayType,
    imagePath: row.imagePath,
    enabled: row.enabled,
    sortOrder: row.sortOrder,
    createdAt: row.createdAt.getTime(),
  };
}

const DEFAULT_ADMIN_PAGE_SIZE = 50;

/** A page of the brand's games, disabled ones included; an unknown vendor is an empty page. */
export async function listGames(
  deps: CatalogueAdminDeps,
  actor: Actor,
  merchant: string,
  query: AdminGamesQuery,
): Promise<AdminGamesPage> {
  const brand = await readBrand(deps, actor, merchant);
  const pageSize = Math.min(ADMIN_GAMES_MAX_PAGE_SIZE, Math.max(1, query.pageSize ?? DEFAULT_ADMIN_PAGE_SIZE));
  const page = query.pageNo ?? 1;
  const filter: AdminGameFilter = {};
  const vendorCode = query.vassalage?.trim().toUpperCase();
  if (vendorCode) {
    const [vendor] = await selectVendorsByCode(deps.db, brand.id, [vendorCode]);
    if (!vendor) return { page, pageSize, total: 0, list: [] };
    filter.vendorId = vendor.id;
  }
  if (query.gameType?.trim()) filter.gameType = query.gameType.trim().toUpperCase();
  if (query.gameClassify !== undefined) filter.gameClassify = query.gameClassify.trim().toUpperCase();
  if (query.enabled !== undefined) filter.enabled = query.enabled === 'true';
  if (query.hot !== undefined) filter.hot = query.hot === 'true';
  const search = query.search?.trim().toLowerCase();
  if (search) filter.pattern = `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  const { total, rows } = await selectAdminGames(deps.db, brand.id, filter, pageSize, (page - 1) * pageSize);
  return { page, pageSize, total, list: rows.map((row) => gameView(row, row.vassalage)) };
}

/** Every field of a game, the given ones over the stored ones (or the defaults of a new game). */
export function gameValues(
  brandId: number,
  vendor: VendorRow,
  gameCode: string,
  fields: GameFields,
  stored: GameRow | undefined,
  nodeId: number,
  sortOrder: number,
): GameValues {
  const names = fields.names ?? stored?.names ?? { en: gameCode };
  return {
    brandId,
    vendorId: vendor.id,
    nodeId: stored?.nodeId ?? nodeId,
    gameCode,
    gameType: vendor.gameType,
    names,
    nameSearch: searchText(names),
    gameClassify: fields.gameClassify ?? stored?.gameClassify ?? '',
    minBet: fields.minBet ?? stored?.minBet ?? 0,
    lineNum: fields.lineNum ?? stored?.lineNum ?? 0,
    isHot: fields.isHot ?? stored?.isHot ?? false,
    defaultPlayType: fields.defaultPlayType ?? stored?.defaultPlayType ?? '',
    imagePath: fields.imagePath ?? stored?.imagePath ?? '',
    enabled: fields.enabled ?? stored?.enabled ?? true,
    sortOrder: fields.sortOrder ?? stored?.sortOrder ?? sortOrder,
  };
}

/** Creates (id undefined) or replaces a game; a game stays with its vendor. */
export async function saveGame(
  deps: CatalogueAdminDeps,
  actor: Actor,
  merchant: string,
  input: GameInput,
  id?: number,
): Promise<AdminGame> {
  return catalogueWrite(deps, actor, merchant, async (tx, brand) => {
    const stored = id === undefined ? undefined : await selectGame(tx, brand.id, id);
    if (id !== undefined && !stored) throw notFound(`No game ${id} in this brand`);
    const problems = new Problems();
    const vendorCode = (text(input.vassalage) ?? '').toUpperCase();
    const [vendor] = await selectVendorsByCode(tx, brand.id, [vendorCode]);
    if (!vendor) problems.add('vassalage', ERROR_CODES.catalogueVendorUnknown, `No vendor ${vendorCode} in this brand`);
    else if (stored && stored.vendorId !== vendor.id)
      problems.add('vassalage', ERROR_CODES.catalogueField, 'A game cannot move to another vendor');
    const gameCode = checkGameCode(input.gameCode, problems);
    const fields = checkGameFields(input, offersBingo(brand), problems);
    await checkUploads(tx, [fields.imagePath], problems, 'imagePath');
    if (vendor && gameCode) {
      const [clash] = await selectGamesByCode(tx, [vendor.id], [gameCode]);
      if (clash && clash.id !== id)
        problems.add('gameCode', ERROR_CODES.catalogueGameExists, `${vendorCode} already has a game ${gameCode}`);
    }
    refuseProblems(problems);
    if (!vendor || !gameCode) throw new Error('unreachable: problems were refused');
    const order = (await nextGameOrders(tx, [vendor.id])).get(vendor.id) ?? 0;
    const values = gameValues(brand.id, vendor, gameCode, fields, stored, await nextNodeId(tx, brand.id), order);
    const row = stored ? await updateGame(tx, stored.id, values) : await insertGame(tx, values);
    return {
      value: gameView(row, vendor.vassalage),
      action: stored ? 'games.game.update' : 'games.game.create',
      detail: { gameId: row.id, vassalage: vendor.vassalage, gameCode },
    };
  });
}

export async function setGameEnabled(
  deps: CatalogueAdminDeps,
  actor: Actor,
  merchant: string,
  id: number,
  enabled: boolean,
): Promise<AdminGame> {
  return catalogueWrite(deps, actor, merchant, async (tx, brand) => {
    const stored = await selectGame(tx, brand.id, id);
    if (!stored) throw notFound(`No game ${id} in this brand`);
    const row = await updateGame(tx, id, { enabled });
    const vendor = await selectVendor(tx, brand.id, row.vendorId);
    return {
      value: gameView(row, vendor?.vassalage ?? ''),
      action: 'games.game.enabled',
      detail: { gameId: id, gameCode: row.gameCode, enabled },
    };
  });
}

/** Orders games of one vendor: the named ones first, the vendor's others after them. */
export async function orderGames(
  deps: CatalogueAdminDeps,
  actor: Actor,
  merchant: string,
  ids: number[],
): Promise<{ ids: number[] }> {
  return catalogueWrite(deps, actor, merchant, async (tx, brand) => {
    const first = ids[0] === undefined ? undefined : await selectGame(tx, brand.id, ids[0]);
    if (!first) throw notFound(`No game ${ids[0]} in this brand`);
    const order = reorder(await selectVendorGameIds(tx, first.vendorId), ids, 'game of this vendor');
    await setSortOrders(tx, 'games', order);
    return { value: { ids: order }, action: 'games.game.order', detail: { vendorId: first.vendorId, ids } };
  });
}
