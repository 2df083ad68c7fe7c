import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { ERROR_CODES } from '../../../shared/api/envelope';
import type { ContentImage } from '../../../shared/api/content';
import { CONTENT_IMAGE_MAX_BYTES, CONTENT_IMAGE_PREFIX, type ContentImageMime } from '../../../shared/content-rules';
import { ApiError } from '../../lib/errors';

/**
 * Public content images (banners, notice, help and VIP pictures). Unlike slips and proofs
 * (private money evidence, kept in the database by modules/uploads), these are public and
 * cacheable forever, so they are plain files under CONTENT_IMAGES_DIR named by the SHA-256 of
 * their bytes: the same image stored twice is one file, a name never changes meaning, and
 * /img/content/<sha256>.<ext> can be served with a one-year immutable cache.
 *
 * The type is read from the bytes (PNG, JPEG or WebP signature) and the intrinsic size from
 * the header, never from the name or the Content-Type the client sent.
 */

const EXTENSIONS: Record<ContentImageMime, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };
const MIME_OF_EXT: Record<string, ContentImageMime> = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' };
const FILE_NAME = /^([0-9a-f]{64})\.(png|jpg|webp)$/;

export interface ImageInfo {
  mime: ContentImageMime;
  width: number;
  height: number;
}

/** Type and intrinsic size of PNG, JPEG or WebP bytes; null for anything else or a damaged header. */
export function imageInfo(bytes: Buffer): ImageInfo | null {
  return pngInfo(bytes) ?? jpegInfo(bytes) ?? webpInfo(bytes);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function pngInfo(bytes: Buffer): ImageInfo | null {
  if (bytes.length < 24 || !bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return null;
  if (bytes.toString('latin1', 12, 16) !== 'IHDR') return null;
  return sized('image/png', bytes.readUInt32BE(16), bytes.readUInt32BE(20));
}

function jpegInfo(bytes: Buffer): ImageInfo | null {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8 || bytes[2] !== 0xff) return null;
  // Walk the marker segments to the first start-of-frame, which holds the size.
  let offset = 2;
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1] ?? 0;
    if (marker === 0xff) {
      offset++;
      continue;
    }
    const length = bytes.readUInt16BE(offset + 2);
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame) return sized('image/jpeg', bytes.readUInt16BE(offset + 7), bytes.readUInt16BE(offset + 5));
    if (length < 2) return null;
    offset += 2 + length;
  }
  return null;
}

function webpInfo(bytes: Buffer): ImageInfo | null {
  if (bytes.length < 30 || bytes.toString('latin1', 0, 4) !== 'RIFF' || bytes.toString('latin1', 8, 12) !== 'WEBP')
    return null;
  const chunk = bytes.toString('latin1', 12, 16);
  if (chunk === 'VP8X') return sized('image/webp', 1 + bytes.readUIntLE(24, 3), 1 + bytes.readUIntLE(27, 3));
  if (chunk === 'VP8L') {
    if (bytes[20] !== 0x2f) return null;
    const bits = bytes.readUInt32LE(21);
    return sized('image/webp', 1 + (bits & 0x3fff), 1 + ((bits >> 14) & 0x3fff));
  }
  if (chunk === 'VP8 ') {
    if (bytes[23] !== 0x9d || bytes[24] !== 0x01 || bytes[25] !== 0x2a) return null;
    return sized('image/webp', bytes.readUInt16LE(26) & 0x3fff, bytes.readUInt16LE(28) & 0x3fff);
  }
  return null;
}

function sized(mime: ContentImageMime, width: number, height: number): ImageInfo | null {
  return width > 0 && height > 0 && width <= 20_000 && height <= 20_000 ? { mime, width, height } : null;
}

/** Checks an operator's image; 400 upload.too.large / upload.type (nothing is written). */
export function checkContentImage(bytes: Buffer): ImageInfo {
  if (bytes.length > CONTENT_IMAGE_MAX_BYTES)
    throw new ApiError(
      400,
      ERROR_CODES.contentImageTooLarge,
      `Content images can be at most ${CONTENT_IMAGE_MAX_BYTES} bytes`,
      {
        maxBytes: CONTENT_IMAGE_MAX_BYTES,
      },
    );
  const info = imageInfo(bytes);
  if (!info) throw new ApiError(400, ERROR_CODES.contentImageType, 'Only PNG, JPG or WebP images can be uploaded');
  return info;
}

/** The files of content images. */
export class ContentImageStore {
  constructor(private readonly dir: string) {}

  /**
   * Writes the file (atomically: a temporary name, then rename) unless it exists, and answers
   * its public description. The caller records it in content_images.
   */
  async write(bytes: Buffer, info: ImageInfo): Promise<ContentImage> {
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    const name = `${sha256}.${EXTENSIONS[info.mime]}`;
    const path = join(this.dir, name);
    if (!(await exists(path))) {
      await mkdir(this.dir, { recursive: true });
      const temporary = join(this.dir, `.${name}.${randomBytes(6).toString('hex')}.tmp`);
      await writeFile(temporary, bytes, { flag: 'wx' });
      await rename(temporary, path);
    }
    return { url: `${CONTENT_IMAGE_PREFIX}${name}`, mime: info.mime, size: bytes.length, ...sizeOf(info), sha256 };
  }

  /** Serves /img/content/<sha256>.<ext>: public, immutable, nosniff; 404 for any other name. */
  routes(app: FastifyInstance): void {
    app.get<{ Params: { file: string } }>(`${CONTENT_IMAGE_PREFIX}:file`, async (request, reply) => {
      const match = FILE_NAME.exec(request.params.file);
      const mime = match?.[2] ? MIME_OF_EXT[match[2]] : undefined;
      const bytes = match && mime ? await readFile(join(this.dir, request.params.file)).catch(() => null) : null;
      if (!bytes || !mime) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
      return reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .type(mime)
        .send(bytes);
    });
  }
}

function sizeOf(info: ImageInfo): { width: number; height: number } {
  return { width: info.width, height: info.height };
}

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}
