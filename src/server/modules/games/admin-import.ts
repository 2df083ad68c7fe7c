import type { ImportLine, ImportReport } from '../../../shared/api/games-admin';
import { ERROR_CODES } from '../../../shared/api/envelope';
import { IMPORT_COLUMNS, IMPORT_MAX_ROWS, IMPORT_NAME_PREFIX } from '../../../shared/catalogue-rules';
import { parseLanguage } from '../../../shared/i18n/languages';
import type { Database } from '../../db/client';
import type { BrandRow, GameRow, VendorRow } from '../../db/schema';
import { ApiError } from '../../lib/errors';
import { CsvError, parseCsv } from '../../lib/csv';
import type { Actor } from '../admin/service';
import {
  checkGameCode,
  checkGameFields,
  Problems,
  RAW_GAME_KEYS,
  text,
  uploadedHash,
  type RawGame,
} from './admin-checks';
import { nextGameOrders, nextNodeId, selectGamesByCode, selectVendorsByCode, upsertGames } from './admin-queries';
import { catalogueWrite, gameValues, offersBingo, readBrand, type CatalogueAdminDeps } from './admin-service';
import { selectImageSizes } from '../content/queries';

/**
 * The game-list import: a vendor's feed as a JSON array or CSV text (the request's content type
 * decides). Every row is checked first and the report names each line's problems; only a feed
 * without a single problem is stored, as an upsert by (vendor, gameCode) in one transaction, so
 * nothing is ever stored half-way. A dry run checks and reports without storing.
 *
 * Upsert rules: a field the row leaves out (missing key, empty CSV cell) keeps an existing game's
 * value or takes a new game's default; names merge per language into the stored ones (a new game
 * needs an English name).
 */

export type ImportFeed = { kind: 'json'; body: unknown } | { kind: 'csv'; text: string };

interface FeedRow {
  line: number;
  raw: RawGame;
  problems: Problems;
}

function formatError(message: string, value: unknown = null): ApiError {
  return new ApiError(400, ERROR_CODES.catalogueImportFormat, message, value);
}

function tooMany(count: number): ApiError {
  return new ApiError(
    400,
    ERROR_CODES.catalogueImportTooMany,
    `A feed holds at most ${IMPORT_MAX_ROWS} games; this one has ${count}`,
    { maxRows: IMPORT_MAX_ROWS, rows: count },
  );
}

function jsonRows(body: unknown): FeedRow[] {
  if (!Array.isArray(body)) throw formatError('A JSON feed is an array of games');
  if (body.length > IMPORT_MAX_ROWS) throw tooMany(body.length);
  return body.map((element: unknown, index) => {
    const problems = new Problems();
    const raw: RawGame = {};
    if (typeof element !== 'object' || element === null || Array.isArray(element)) {
      problems.add('', ERROR_CODES.catalogueImportFormat, 'Each element is an object with the game fields');
      return { line: index + 1, raw, problems };
    }
    for (const [key, value] of Object.entries(element as Record<string, unknown>)) {
      if ((RAW_GAME_KEYS as readonly string[]).includes(key)) raw[key as keyof RawGame] = value;
      else problems.add(key, ERROR_CODES.catalogueField, `Unknown field "${key.slice(0, 40)}"`);
    }
    return { line: index + 1, raw, problems };
  });
}

type Column = { key: keyof RawGame } | { language: string };

function csvColumns(header: string[]): Column[] {
  const seen = new Set<string>();
  const columns = header.map((name): Column => {
    const lower = name.trim().toLowerCase();
    if (seen.has(lower)) throw formatError(`Column "${name}" appears twice`, { column: name });
    seen.add(lower);
    const key = IMPORT_COLUMNS.find((column) => column.toLowerCase() === lower);
    if (key) return { key };
    const language = lower.startsWith(IMPORT_NAME_PREFIX)
      ? parseLanguage(lower.slice(IMPORT_NAME_PREFIX.length))
      : undefined;
    if (language && lower === `${IMPORT_NAME_PREFIX}${language}`) return { language };
    throw formatError(`Unknown column "${name.slice(0, 40)}"; use ${IMPORT_COLUMNS.join(', ')} and name_<language>`, {
      column: name,
    });
  });
  if (!seen.has('gamecode')) throw formatError('The header row needs a gameCode column');
  return columns;
}

function csvRows(input: string): FeedRow[] {
  let records;
  try {
    records = parseCsv(input);
  } catch (error) {
    if (error instanceof CsvError) throw formatError(`CSV ${error.message}`, { line: error.line });
    throw error;
  }
  const [header, ...data] = records;
  if (!header) throw formatError('The CSV feed is empty; it needs a header row');
  if (data.length > IMPORT_MAX_ROWS) throw tooMany(data.length);
  const columns = csvColumns(header.fields);
  return data.map((record) => {
    const problems = new Problems();
    const raw: RawGame = {};
    if (record.fields.length !== columns.length)
      problems.add(
        '',
        ERROR_CODES.catalogueImportFormat,
        `This line has ${record.fields.length} fields; the header has ${columns.length}`,
      );
    const names: Record<string, string> = {};
    for (const [index, column] of columns.entries()) {
      const cell = record.fields[index]?.trim() ?? '';
      if (cell === '') continue;
      if ('key' in column) raw[column.key] = cell;
      else names[column.language] = cell;
    }
    if (Object.keys(names).length > 0) raw.names = names;
    return { line: record.line, raw, problems };
  });
}

/** The rows of a feed with their line numbers; a feed that cannot be read at all is refused whole. */
export function readFeed(feed: ImportFeed): FeedRow[] {
  return feed.kind === 'json' ? jsonRows(feed.body) : csvRows(feed.text);
}

interface CheckedRow {
  line: ImportLine;
  vendor?: VendorRow;
  gameCode?: string;
  stored?: GameRow;
  fields?: ReturnType<typeof checkGameFields>;
}

/** Checks every row against the brand's vendors and games (read in `db`, the transaction when committing). */
async function checkRows(
  db: Database,
  brand: BrandRow,
  rows: FeedRow[],
  defaultVendor: string | undefined,
): Promise<CheckedRow[]> {
  const vendorOf = (row: FeedRow) => (text(row.raw.vassalage) || defaultVendor || '').toUpperCase();
  const vendors = new Map(
    (await selectVendorsByCode(db, brand.id, [...new Set(rows.map(vendorOf).filter((code) => code !== ''))])).map(
      (vendor) => [vendor.vassalage, vendor],
    ),
  );
  const codes = [...new Set(rows.map((row) => text(row.raw.gameCode) ?? '').filter((code) => code !== ''))];
  const existing = new Map(
    (
      await selectGamesByCode(
        db,
        [...vendors.values()].map((vendor) => vendor.id),
        codes,
      )
    ).map((game) => [`${game.vendorId}|${game.gameCode}`, game]),
  );
  const firstLine = new Map<string, number>();
  const checked: CheckedRow[] = [];
  for (const row of rows) {
    const { raw, problems } = row;
    const vendorCode = vendorOf(row);
    const vendor = vendors.get(vendorCode);
    if (!vendor)
      problems.add(
        'vassalage',
        ERROR_CODES.catalogueVendorUnknown,
        vendorCode ? `No vendor ${vendorCode.slice(0, 40)} in this brand` : 'The row names no vendor',
      );
    const gameCode = checkGameCode(raw.gameCode, problems);
    const key = vendor && gameCode ? `${vendor.id}|${gameCode}` : undefined;
    const stored = key ? existing.get(key) : undefined;
    if (key) {
      const earlier = firstLine.get(key);
      if (earlier !== undefined)
        problems.add('gameCode', ERROR_CODES.catalogueImportDuplicate, `${gameCode} is also on line ${earlier}`);
      else firstLine.set(key, row.line);
    }
    // Names merge per language into the stored ones; a new game must bring its English name.
    if (stored && typeof raw.names === 'object' && raw.names !== null && !Array.isArray(raw.names))
      raw.names = { ...stored.names, ...(raw.names as Record<string, unknown>) };
    if (!stored && raw.names === undefined)
      problems.add('names', ERROR_CODES.catalogueNameRequired, 'A new game needs its English (en) name');
    const fields = checkGameFields(raw, offersBingo(brand), problems);
    checked.push({
      line: {
        line: row.line,
        vassalage: vendor?.vassalage ?? vendorCode.slice(0, 40),
        gameCode: gameCode ?? (text(raw.gameCode) ?? '').slice(0, 64),
        action: stored ? 'update' : 'create',
        problems: problems.list,
      },
      vendor,
      gameCode,
      stored,
      fields,
    });
  }
  // Uploaded images must exist: one query for the whole feed.
  const hashes = checked.map((row) => uploadedHash(row.fields?.imagePath ?? '')).filter((h): h is string => !!h);
  const found = await selectImageSizes(db, hashes);
  for (const row of checked) {
    const hash = uploadedHash(row.fields?.imagePath ?? '');
    if (hash && !found.has(hash))
      row.line.problems.push({ field: 'imagePath', code: ERROR_CODES.contentUrl, message: 'No such uploaded image' });
  }
  for (const row of checked) if (row.line.problems.length > 0) row.line.action = 'error';
  return checked;
}

function reportOf(checked: CheckedRow[], dryRun: boolean, committed: boolean): ImportReport {
  const count = (action: ImportLine['action']) => checked.filter((row) => row.line.action === action).length;
  return {
    dryRun,
    committed,
    total: checked.length,
    created: count('create'),
    updated: count('update'),
    failed: count('error'),
    lines: checked.map((row) => row.line),
  };
}

/**
 * Checks a feed and, unless it is a dry run, stores it. A committed import with any problem is
 * refused as 400 games.importInvalid with the report as `value` (nothing stored).
 */
export async function importGames(
  deps: CatalogueAdminDeps,
  actor: Actor,
  merchant: string,
  feed: ImportFeed,
  options: { dryRun: boolean; vassalage?: string },
): Promise<ImportReport> {
  const brand = await readBrand(deps, actor, merchant);
  const rows = readFeed(feed);
  const defaultVendor = options.vassalage?.trim().toUpperCase() || undefined;
  if (options.dryRun) return reportOf(await checkRows(deps.db, brand, rows, defaultVendor), true, false);

  return catalogueWrite(deps, actor, merchant, async (tx) => {
    // Checked again under the lock: what the rows are checked against cannot change before the write.
    const checked = await checkRows(tx, brand, rows, defaultVendor);
    if (checked.some((row) => row.line.action === 'error'))
      throw new ApiError(
        400,
        ERROR_CODES.catalogueImportInvalid,
        'Some lines have problems; nothing was imported',
        reportOf(checked, false, false),
      );
    let nodeId = await nextNodeId(tx, brand.id);
    const orders = await nextGameOrders(tx, [...new Set(checked.map((row) => row.vendor?.id ?? 0))]);
    const values = checked.map(({ vendor, gameCode, stored, fields }) => {
      if (!vendor || !gameCode || !fields) throw new Error('unreachable: checked rows are complete');
      const order = orders.get(vendor.id) ?? 0;
      if (!stored && fields.sortOrder === undefined) orders.set(vendor.id, order + 10);
      const row = gameValues(brand.id, vendor, gameCode, fields, stored, nodeId, order);
      if (!stored) nodeId++;
      return row;
    });
    await upsertGames(tx, values);
    const report = reportOf(checked, false, true);
    return {
      value: report,
      action: 'games.import',
      detail: { format: feed.kind, total: report.total, created: report.created, updated: report.updated },
    };
  });
}
