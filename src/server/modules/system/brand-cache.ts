import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { ChangeBus } from '../../db/change-bus';
import { selectBrandVersions, selectBrands } from './queries';
import { buildSnapshot, type BrandSnapshot } from './snapshot';

/** Change-bus topic of brand settings (any brand: every snapshot is reloaded). */
export const BRAND_TOPIC = 'brand';

/**
 * In-memory brand snapshots. A write calls changed(): this process reloads at once, the others
 * on the change bus. A background poll every CONFIG_CACHE_MS still picks up what no notification
 * told (a write straight to the database, a notification lost while the listener reconnected).
 * Requests only read the maps.
 */
export class BrandCache {
  private byCode = new Map<string, BrandSnapshot>();
  private fallback: BrandSnapshot | undefined;
  private timer: NodeJS.Timeout | undefined;
  private inFlight: Promise<void> | undefined;

  constructor(
    private readonly db: Database,
    private readonly refreshMs: number,
    private readonly log?: FastifyBaseLogger,
    private readonly changes?: ChangeBus,
  ) {
    changes?.subscribe(BRAND_TOPIC, () =>
      this.invalidate().catch((error: unknown) =>
        this.log?.warn({ err: error }, 'brand cache reload failed; the poll retries'),
      ),
    );
  }

  /** Announces a brand write: every process reloads (this one before the promise resolves). */
  async changed(): Promise<void> {
    if (this.changes) await this.changes.publish(BRAND_TOPIC);
    else await this.invalidate();
  }

  /** Loads every brand and starts the background refresh. */
  async start(): Promise<void> {
    await this.refresh(true);
    this.timer = setInterval(() => {
      this.refresh(false).catch((error: unknown) =>
        this.log?.warn({ err: error }, 'brand cache refresh failed; serving the last snapshot'),
      );
    }, this.refreshMs);
    // The poll alone must not keep the process alive during shutdown.
    this.timer.unref();
  }

  /** Stops the background refresh. */
  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }

  /** The brand with this merchant code, if any. */
  get(merchantCode: string): BrandSnapshot | undefined {
    return this.byCode.get(merchantCode);
  }

  /** Every brand (for settings that span brands, such as the web app's CSP sources). */
  all(): BrandSnapshot[] {
    return [...this.byCode.values()];
  }

  /** The brand served when a request names none. */
  get defaultBrand(): BrandSnapshot | undefined {
    return this.fallback;
  }

  /** Reloads everything now, after any refresh already running (call after a write). */
  async invalidate(): Promise<void> {
    await this.inFlight?.catch(() => undefined);
    await this.refresh(true);
  }

  private refresh(full: boolean): Promise<void> {
    if (this.inFlight && !full) return this.inFlight;
    const run = (this.inFlight ?? Promise.resolve())
      .catch(() => undefined)
      .then(() => this.load(full))
      .finally(() => {
        if (this.inFlight === run) this.inFlight = undefined;
      });
    this.inFlight = run;
    return run;
  }

  /** Polls versions and reloads only brands whose updated_at changed (all of them when full). */
  private async load(full: boolean): Promise<void> {
    const versions = await selectBrandVersions(this.db);
    const changed = full
      ? versions.map((v) => v.merchantCode)
      : versions
          .filter((v) => this.byCode.get(v.merchantCode)?.updatedAt !== v.updatedAt.getTime())
          .map((v) => v.merchantCode);
    const present = new Set(versions.map((v) => v.merchantCode));
    if (changed.length === 0 && present.size === this.byCode.size) return;

    const next = new Map([...this.byCode].filter(([code]) => present.has(code)));
    if (changed.length > 0) {
      for (const row of await selectBrands(this.db, changed)) next.set(row.merchantCode, buildSnapshot(row));
    }
    this.byCode = next;
    this.fallback = this.pickDefault(next);
  }

  private pickDefault(snapshots: Map<string, BrandSnapshot>): BrandSnapshot | undefined {
    let first: BrandSnapshot | undefined;
    for (const snapshot of snapshots.values()) {
      if (snapshot.isDefault) return snapshot;
      first ??= snapshot;
    }
    return first;
  }
}
