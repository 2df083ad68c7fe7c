import type { FairCrypto } from './crypto';

/** A source of uniformly random bytes, consumed in order. */
export interface ByteSource {
  /** The next byte, 0..255. */
  nextByte(): number;
}

/** A round's byte stream, telling how far it has been read (for the round record). */
export interface RoundByteStream extends ByteSource {
  /** How many HMAC blocks (cursors 0..blocksUsed-1) the round has read so far. */
  readonly blocksUsed: number;
}

/** The HMAC message of one block: client seed, nonce and cursor, colon-separated. */
export function blockMessage(clientSeed: string, nonce: number, cursor: number): string {
  // Nonce and cursor are integers without colons, so reading from the right is unambiguous
  // even when the client seed contains a colon: two inputs never share a message.
  return `${clientSeed}:${nonce}:${cursor}`;
}

/**
 * The bytes of one round: HMAC-SHA256(key = server seed, `${clientSeed}:${nonce}:${cursor}`)
 * for cursor 0, 1, 2, ... concatenated. A round reads as many bytes as it needs (free spins
 * included), so it never needs input beyond its seeds and nonce.
 */
export function createRoundByteStream(
  crypto: FairCrypto,
  serverSeed: Uint8Array,
  clientSeed: string,
  nonce: number,
): RoundByteStream {
  let cursor = 0;
  let block: Uint8Array = new Uint8Array(0);
  let offset = 0;
  return {
    nextByte() {
      if (offset === block.length) {
        block = crypto.hmacSha256(serverSeed, blockMessage(clientSeed, nonce, cursor));
        cursor += 1;
        offset = 0;
      }
      return block[offset++]!;
    },
    get blocksUsed() {
      return cursor;
    },
  };
}
