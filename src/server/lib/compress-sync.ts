import { brotliCompressSync, constants, crc32, deflateRawSync } from 'node:zlib';

/** Bodies smaller than this are sent as they are: compression would not pay for itself. */
export const COMPRESS_THRESHOLD = 1024;

export type Encoding = 'gzip' | 'br';

const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } };

/**
 * One-shot compression for hot responses whose bulk changes rarely. @fastify/compress builds a
 * zlib stream per response, which costs more than the compression itself at a few KB, and even
 * a synchronous call per response costs as much as the rest of the request. So the constant
 * part of such a body is deflated once (PrecompressedTail) and each response only puts its small
 * varying head in front of it, as an uncompressed deflate block, inside a gzip frame
 * (gzipWithTail): no compressor runs per request, only a CRC over the body.
 */

/** The constant end of a response body, with its deflate stream made on first use. */
export class PrecompressedTail {
  private deflated: Buffer | undefined;
  constructor(readonly bytes: Buffer) {}

  /** The tail as a final raw deflate stream (level 9: it is made once and served many times). */
  get deflate(): Buffer {
    this.deflated ??= deflateRawSync(this.bytes, { level: 9 });
    return this.deflated;
  }
}

/** Fixed gzip member header: deflate, no flags, no mtime, unknown OS (RFC 1952). */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** A stored (uncompressed) deflate block holds at most this many bytes. */
const STORED_MAX = 0xffff;

/**
 * gzip of head + tail.bytes: the head as stored deflate blocks (byte-aligned, not final), then
 * the tail's own deflate stream, which only refers back into itself and so decodes the same
 * after any prefix, then the CRC-32 and length of the whole body.
 */
export function gzipWithTail(head: Buffer, tail: PrecompressedTail): Buffer {
  const blocks = Math.ceil(head.length / STORED_MAX);
  const deflated = tail.deflate;
  const out = Buffer.allocUnsafe(GZIP_HEADER.length + blocks * 5 + head.length + deflated.length + 8);
  let at = GZIP_HEADER.copy(out, 0);
  for (let start = 0; start < head.length; start += STORED_MAX) {
    const length = Math.min(STORED_MAX, head.length - start);
    out[at] = 0; // BFINAL 0, BTYPE 00 (stored), padded to the byte boundary
    out.writeUInt16LE(length, at + 1);
    out.writeUInt16LE(~length & 0xffff, at + 3);
    at += 5;
    at += head.copy(out, at, start, start + length);
  }
  at += deflated.copy(out, at);
  const headCrc = crc32(head);
  // Node answers 0 for an empty buffer once zlib has used it, so an empty tail is skipped.
  out.writeUInt32LE(tail.bytes.length === 0 ? headCrc : crc32(tail.bytes, headCrc), at);
  out.writeUInt32LE((head.length + tail.bytes.length) % 0x1_0000_0000, at + 4);
  return out;
}

/** Brotli at quality 1: ~30 µs on 6 KB, about the size of gzip -6 at half its cost. */
export function brotliSync(body: Buffer): Buffer {
  return brotliCompressSync(body, BROTLI);
}

/** gzip first: with a precompressed tail it costs no compression at all, and is as small as brotli -1. */
const PREFERENCE: readonly Encoding[] = ['gzip', 'br'];

let lastHeader: string | undefined;
let lastChoice: Encoding | null = null;

/**
 * The encoding to send, gzip before br, among those Accept-Encoding allows ('*' allows any not
 * refused with q=0); null for identity. Clients repeat the same header, so the last answer is
 * remembered.
 */
export function preferredEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  if (header === lastHeader) return lastChoice;
  const accepted = new Set<string>();
  const refused = new Set<string>();
  for (const part of header.toLowerCase().split(',')) {
    const [rawName = '', ...params] = part.split(';');
    const name = rawName.trim();
    if (params.some((param) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(param))) refused.add(name);
    else accepted.add(name);
  }
  const anyOther = accepted.has('*');
  lastChoice = PREFERENCE.find((encoding) => accepted.has(encoding) || (anyOther && !refused.has(encoding))) ?? null;
  lastHeader = header;
  return lastChoice;
}
