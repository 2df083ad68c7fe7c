import { describe, expect, it } from 'vitest';
import { acceptBelow, drawStops, uniformBelow, type ByteSource } from '../../../../src/games/fairness/engine';

/** A byte source that plays back the given bytes and counts how many were read. */
function scripted(bytes: number[]): ByteSource & { read: number } {
  const source = {
    read: 0,
    nextByte() {
      if (source.read >= bytes.length) throw new Error('read past the scripted bytes');
      return bytes[source.read++]!;
    },
  };
  return source;
}

describe('rejection sampling', () => {
  it('is exactly uniform: over all 256 byte values every n in 2..256 gets each result equally often', () => {
    // The scaled-down exhaustive bias check: feed uniformBelow itself every possible first
    // byte. Accepted bytes must spread evenly over [0, n); the rest must be rejected (the draw
    // then reads another byte) and there must be exactly 256 mod n of them.
    for (let n = 2; n <= 256; n++) {
      const counts = new Array<number>(n).fill(0);
      let rejected = 0;
      for (let byte = 0; byte < 256; byte++) {
        const source = scripted([byte, 0]);
        const value = uniformBelow(source, n);
        if (source.read === 1) counts[value]! += 1;
        else rejected += 1;
      }
      expect(new Set(counts), `n = ${n}`).toEqual(new Set([Math.floor(256 / n)]));
      expect(rejected, `n = ${n}`).toBe(256 % n);
    }
  });

  it('is exactly uniform over two-byte values for ranges that need them', () => {
    for (const n of [257, 1000, 30_000, 65_535, 65_536]) {
      const counts = new Map<number, number>();
      for (let value = 0; value < 65_536; value++) {
        const drawn = acceptBelow(value, 65_536, n);
        if (drawn !== undefined) counts.set(drawn, (counts.get(drawn) ?? 0) + 1);
      }
      expect(counts.size).toBe(n);
      expect(new Set(counts.values())).toEqual(new Set([Math.floor(65_536 / n)]));
    }
  });

  it('never reduces a value in the rejection zone modulo n: it draws again', () => {
    // n = 3: 255 is the only rejected byte (255 mod 3 = 0 would favour 0 otherwise).
    const source = scripted([255, 255, 7]);
    expect(uniformBelow(source, 3)).toBe(1);
    expect(source.read).toBe(3);
    // n = 200: bytes 200..255 are rejected.
    const wide = scripted([200, 255, 199]);
    expect(uniformBelow(wide, 200)).toBe(199);
    expect(wide.read).toBe(3);
  });

  it('reads the fewest whole bytes that cover the range, big-endian', () => {
    const twoBytes = scripted([0x01, 0x02]);
    expect(uniformBelow(twoBytes, 65_536)).toBe(0x0102);
    const fourBytes = scripted([0xff, 0xff, 0xff, 0xfe]);
    expect(uniformBelow(fourBytes, 2 ** 32)).toBe(2 ** 32 - 2);
    expect(fourBytes.read).toBe(4);
    const none = scripted([]);
    expect(uniformBelow(none, 1)).toBe(0);
  });

  it('refuses ranges it cannot serve exactly', () => {
    for (const n of [0, -1, 1.5, Number.NaN, 2 ** 32 + 1])
      expect(() => uniformBelow(scripted([1]), n)).toThrow(RangeError);
  });

  it('draws one stop per reel in reel order', () => {
    const seen: number[] = [];
    const stops = drawStops(
      {
        below: (n) => {
          seen.push(n);
          return n - 1;
        },
      },
      [32, 33, 34],
    );
    expect(seen).toEqual([32, 33, 34]);
    expect(stops).toEqual([31, 32, 33]);
  });
});
