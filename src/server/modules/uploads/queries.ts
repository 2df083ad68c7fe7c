import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { uploads, type UploadPurpose, type UploadRow } from '../../db/schema';

export interface NewUpload {
  brandId: number;
  memberId: number | null;
  operatorId: number | null;
  purpose: UploadPurpose;
  mime: string;
  size: number;
  sha256: string;
  bytes: Buffer;
}

export async function insertUpload(db: Database, upload: NewUpload): Promise<number> {
  const [row] = await db.insert(uploads).values(upload).returning({ id: uploads.id });
  if (!row) throw new Error('upload insert returned no row');
  return row.id;
}

export async function selectUpload(db: Database, id: number): Promise<UploadRow | undefined> {
  const [row] = await db.select().from(uploads).where(eq(uploads.id, id));
  return row;
}
