import { generateKeyPair } from 'node:crypto';
import { promisify } from 'node:util';
import { desc, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rsaKeys } from '../../db/schema';

const generate = promisify(generateKeyPair);
/** Arbitrary constant naming the key-making lock among PostgreSQL advisory locks. */
const RSA_LOCK_KEY = 7_346_200_115;

/** One key of the payload encryption, as hex. */
interface RsaKey {
  modulus: string;
  privateExponent: string;
  createdAt: number;
}

/**
 * The RSA keys of the payload encryption (api-contract.md 2.2). Keys live in the database so
 * every server process hands out and accepts the same ones. The newest key is served until it
 * is `rotateMs` old, then a new one is made; a replaced key is still accepted for `graceMs`, for
 * clients that fetched it just before. Making a key holds a transaction-scoped advisory lock, so
 * processes starting (or rotating) together make one key and all serve it; any key in the table
 * is accepted by every process anyway: the client names its key in X-RSA.
 */
export class RsaKeyRing {
  private current: RsaKey | undefined;
  private pending: Promise<RsaKey> | undefined;
  private readonly known = new Map<string, RsaKey>();

  constructor(
    private readonly db: Database,
    private readonly rotateMs: number,
    private readonly graceMs: number,
    private readonly now: () => number,
  ) {}

  /** The modulus (hex) clients should encrypt with now. */
  async currentModulus(): Promise<string> {
    if (this.current && this.fresh(this.current)) return this.current.modulus;
    this.pending ??= this.loadOrCreate().finally(() => (this.pending = undefined));
    this.current = await this.pending;
    return this.current.modulus;
  }

  /** The private exponent (hex) of an accepted modulus, or null for unknown and retired keys. */
  async privateExponent(modulus: string): Promise<string | null> {
    const normalized = modulus.trim().toLowerCase();
    if (!/^[0-9a-f]{64,1024}$/.test(normalized)) return null;
    let key = this.known.get(normalized);
    if (!key) {
      const rows = await this.db.select().from(rsaKeys).where(eq(rsaKeys.modulus, normalized)).limit(1);
      key = rows[0] && this.remember(rows[0]);
    }
    if (!key || this.now() - key.createdAt > this.rotateMs + this.graceMs) return null;
    return key.privateExponent;
  }

  private fresh(key: RsaKey): boolean {
    return this.now() - key.createdAt < this.rotateMs;
  }

  private async loadOrCreate(): Promise<RsaKey> {
    const newest = await this.newest(this.db);
    if (newest && this.fresh(newest)) return newest;

    // Drawn before the lock (tens of milliseconds), and thrown away if another process won.
    const { privateKey } = await generate('rsa', { modulusLength: 1024, publicExponent: 0x10001 });
    const jwk = privateKey.export({ format: 'jwk' });
    const hex = (b64url: string | undefined): string => Buffer.from(b64url ?? '', 'base64url').toString('hex');
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${RSA_LOCK_KEY})`);
      const made = await this.newest(tx);
      if (made && this.fresh(made)) return made;
      const row = { modulus: hex(jwk.n), privateExponent: hex(jwk.d), createdAt: new Date(this.now()) };
      await tx.insert(rsaKeys).values(row);
      // Keys past their grace period are useless; drop them so the table stays a handful of rows.
      await tx.delete(rsaKeys).where(lt(rsaKeys.createdAt, new Date(this.now() - this.rotateMs - this.graceMs)));
      return this.remember(row);
    });
  }

  private async newest(db: Pick<Database, 'select'>): Promise<RsaKey | undefined> {
    const rows = await db.select().from(rsaKeys).orderBy(desc(rsaKeys.createdAt)).limit(1);
    return rows[0] && this.remember(rows[0]);
  }

  private remember(row: { modulus: string; privateExponent: string; createdAt: Date }): RsaKey {
    const key = { modulus: row.modulus, privateExponent: row.privateExponent, createdAt: row.createdAt.getTime() };
    this.known.set(key.modulus, key);
    return key;
  }
}
