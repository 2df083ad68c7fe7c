import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { CAPTCHA_ALPHABET, randomCaptchaText, renderCaptchaPng } from '../../../src/server/modules/auth/captcha-image';

/** CRC-32 (ISO 3309) computed bit by bit, independent of node:zlib. */
function referenceCrc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** The chunks of a PNG after its signature, with whether each stored CRC is right. */
function chunks(png: Buffer): { type: string; length: number; crcOk: boolean }[] {
  const out = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    const typeAndData = png.subarray(at + 4, at + 8 + length);
    const stored = png.readUInt32BE(at + 8 + length);
    out.push({
      type: typeAndData.subarray(0, 4).toString('latin1'),
      length,
      crcOk: stored === referenceCrc32(typeAndData),
    });
    at += 12 + length;
  }
  return out;
}

/** Ink pixels: the glyphs are dark, background and noise are light. */
function inkMask(png: Buffer): { width: number; height: number; ink: (x: number, y: number) => boolean } {
  const image = PNG.sync.read(png);
  const ink = (x: number, y: number) => {
    const at = (y * image.width + x) * 4;
    const luminance = 0.299 * image.data[at]! + 0.587 * image.data[at + 1]! + 0.114 * image.data[at + 2]!;
    return luminance < 110;
  };
  return { width: image.width, height: image.height, ink };
}

/** Each glyph cut out of the image (columns with ink, split at blank columns), as '#'/' ' rows. */
function glyphCrops(png: Buffer): string[] {
  const { width, height, ink } = inkMask(png);
  const columnHasInk = (x: number) => Array.from({ length: height }, (_, y) => ink(x, y)).some(Boolean);
  const crops: string[] = [];
  for (let x = 0; x < width; x++) {
    if (!columnHasInk(x)) continue;
    const left = x;
    while (x < width && columnHasInk(x)) x++;
    const rows = Array.from({ length: height }, (_, y) =>
      Array.from({ length: x - left }, (_, dx) => (ink(left + dx, y) ? '#' : ' ')).join(''),
    );
    crops.push(rows.filter((row) => row.includes('#')).join('\n'));
  }
  return crops;
}

describe('captcha text', () => {
  it('uses no look-alike characters', () => {
    for (const confusable of ['0', 'O', '1', 'I', 'l']) expect(CAPTCHA_ALPHABET).not.toContain(confusable);
    expect(new Set(CAPTCHA_ALPHABET).size).toBe(CAPTCHA_ALPHABET.length);
    expect(CAPTCHA_ALPHABET.length).toBeGreaterThanOrEqual(30);
  });

  it('is 5 characters by default, 4-6 on request, from the alphabet, and varies', () => {
    expect(randomCaptchaText()).toHaveLength(5);
    for (const length of [4, 6]) expect(randomCaptchaText(length)).toHaveLength(length);
    const texts = Array.from({ length: 200 }, () => randomCaptchaText());
    for (const text of texts) expect([...text].every((char) => CAPTCHA_ALPHABET.includes(char))).toBe(true);
    expect(new Set(texts).size).toBeGreaterThan(190);
    // Every character turns up: the draw covers the whole alphabet.
    expect(new Set(texts.join('')).size).toBe(CAPTCHA_ALPHABET.length);
  });

  it('refuses lengths outside 4-6', () => {
    for (const length of [0, 3, 7, 4.5]) expect(() => randomCaptchaText(length)).toThrow(RangeError);
  });
});

describe('captcha image', () => {
  it('is a valid 120x40 PNG whose chunks carry correct CRCs', () => {
    const png = renderCaptchaPng('AB23X');
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    const list = chunks(png);
    expect(list.map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    expect(list.every((c) => c.crcOk)).toBe(true);
    const image = PNG.sync.read(png);
    expect([image.width, image.height]).toEqual([120, 40]);
    expect(png.length).toBeLessThan(8_000);
  });

  it('draws one separate glyph per character for 4, 5 and 6 characters', () => {
    for (const text of ['KM7P', 'AB23X', 'ZZZZZZ'])
      expect(glyphCrops(renderCaptchaPng(text))).toHaveLength(text.length);
  });

  it('draws the same glyph for the same character and different glyphs for different ones', () => {
    const same = glyphCrops(renderCaptchaPng('AAAA'));
    expect(new Set(same).size).toBe(1);
    // The whole alphabet, six at a time: every character has its own shape.
    const all: string[] = [];
    for (let i = 0; i < CAPTCHA_ALPHABET.length; i += 6) {
      let group = CAPTCHA_ALPHABET.slice(i, i + 6);
      while (group.length < 4) group += group;
      all.push(...glyphCrops(renderCaptchaPng(group)).slice(0, Math.min(6, CAPTCHA_ALPHABET.length - i)));
    }
    expect(all).toHaveLength(CAPTCHA_ALPHABET.length);
    expect(new Set(all).size).toBe(CAPTCHA_ALPHABET.length);
    // And a glyph's shape does not depend on where it lands.
    expect(glyphCrops(renderCaptchaPng('BAAA'))[0]).toBe(glyphCrops(renderCaptchaPng('AABB'))[3]);
  });

  it('renders different texts, and the same text twice, as different images', () => {
    expect(renderCaptchaPng('ABCD').equals(renderCaptchaPng('WXYZ'))).toBe(false);
    expect(renderCaptchaPng('ABCD').equals(renderCaptchaPng('ABCD'))).toBe(false);
  });

  it('has light noise on the background besides the glyphs', () => {
    const image = PNG.sync.read(renderCaptchaPng('ABCD'));
    const colours = new Set<number>();
    for (let at = 0; at < image.data.length; at += 4) colours.add(image.data.readUInt32BE(at));
    // Background, up to 4 ink colours and many distinct noise colours.
    expect(colours.size).toBeGreaterThan(20);
  });

  it('refuses text it cannot draw faithfully', () => {
    for (const text of ['ABC', 'ABCDEFG', 'AB0D', 'abcd', 'AB D'])
      expect(() => renderCaptchaPng(text)).toThrow(RangeError);
  });
});
