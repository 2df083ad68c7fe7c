import { createHash } from 'node:crypto';
import { ERROR_CODES } from '../../../shared/api/envelope';
import type { UploadResult } from '../../../shared/api/uploads';
import { UPLOAD_MAX_BYTES, type UploadMime } from '../../../shared/upload-rules';
import type { Database } from '../../db/client';
import type { UploadPurpose, UploadRow } from '../../db/schema';
import { ApiError, notFound } from '../../lib/errors';
import { insertUpload, selectUpload } from './queries';

/**
 * Stored images. The type is decided from the file's signature, not from the name or the
 * Content-Type the client sent, so a script renamed .png is refused; images are served back
 * only with that type and `nosniff`.
 */

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);

/** The image type of these bytes, or null when they are neither PNG nor JPEG. */
export function imageTypeOf(bytes: Buffer): UploadMime | null {
  if (bytes.length > PNG.length && bytes.subarray(0, PNG.length).equals(PNG)) return 'image/png';
  if (bytes.length > JPEG.length && bytes.subarray(0, JPEG.length).equals(JPEG)) return 'image/jpeg';
  return null;
}

export interface UploadOwner {
  brandId: number;
  memberId?: number;
  operatorId?: number;
}

/** Checks and stores an image; 400 upload.type or upload.too.large when it is not acceptable. */
export async function storeUpload(
  db: Database,
  owner: UploadOwner,
  purpose: UploadPurpose,
  bytes: Buffer,
): Promise<UploadResult> {
  if (bytes.length > UPLOAD_MAX_BYTES)
    throw new ApiError(400, ERROR_CODES.uploadTooLarge, 'Images can be at most 5 MB', { maxBytes: UPLOAD_MAX_BYTES });
  const mime = imageTypeOf(bytes);
  if (!mime) throw new ApiError(400, ERROR_CODES.uploadType, 'Only PNG or JPG images can be uploaded');
  const id = await insertUpload(db, {
    brandId: owner.brandId,
    memberId: owner.memberId ?? null,
    operatorId: owner.operatorId ?? null,
    purpose,
    mime,
    size: bytes.length,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    bytes,
  });
  return { id, mime, size: bytes.length };
}

/** A member's own upload of a purpose; 404 for anyone else's (its existence is not revealed). */
export async function memberUpload(
  db: Database,
  owner: { brandId: number; memberId: number },
  id: number,
  purpose?: UploadPurpose,
): Promise<UploadRow> {
  const row = await selectUpload(db, id);
  if (!row || row.brandId !== owner.brandId || row.memberId !== owner.memberId || (purpose && row.purpose !== purpose))
    throw notFound('No such upload');
  return row;
}

/** Any upload, for operators (they review slips and proofs of every member). */
export async function anyUpload(db: Database, id: number): Promise<UploadRow> {
  const row = await selectUpload(db, id);
  if (!row) throw notFound('No such upload');
  return row;
}
