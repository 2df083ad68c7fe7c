import { randomInt } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';

/**
 * The built-in captcha image: a 120x40 PNG drawn pixel by pixel from a 5x7 bitmap font, with
 * per-glyph offset jitter and light noise lines and dots underneath. Glyphs are dark and noise is
 * light, so it stays readable on the light login modal. All randomness comes from node:crypto.
 */

const WIDTH = 120;
const HEIGHT = 40;
const SCALE = 3;
const GLYPH_COLUMNS = 5;
const GLYPH_ROWS = 7;
const MARGIN = 6;

/** Lengths a captcha text may have. */
export const CAPTCHA_MIN_LENGTH = 4;
export const CAPTCHA_MAX_LENGTH = 6;

/**
 * The font, one string per row, '#' for ink. Only characters nobody confuses when read from an
 * image: no 0/O, 1/I/l, and upper case only so the answer can be compared case-insensitively.
 */
const GLYPHS: Readonly<Record<string, readonly string[]>> = {
  '2': [' ### ', '#   #', '    #', '   # ', '  #  ', ' #   ', '#####'],
  '3': ['#####', '   # ', '  #  ', '   # ', '    #', '#   #', ' ### '],
  '4': ['   # ', '  ## ', ' # # ', '#  # ', '#####', '   # ', '   # '],
  '5': ['#####', '#    ', '#### ', '    #', '    #', '#   #', ' ### '],
  '6': ['  ## ', ' #   ', '#    ', '#### ', '#   #', '#   #', ' ### '],
  '7': ['#####', '    #', '   # ', '  #  ', ' #   ', ' #   ', ' #   '],
  '8': [' ### ', '#   #', '#   #', ' ### ', '#   #', '#   #', ' ### '],
  '9': [' ### ', '#   #', '#   #', ' ####', '    #', '   # ', ' ##  '],
  A: [' ### ', '#   #', '#   #', '#####', '#   #', '#   #', '#   #'],
  B: ['#### ', '#   #', '#   #', '#### ', '#   #', '#   #', '#### '],
  C: [' ### ', '#   #', '#    ', '#    ', '#    ', '#   #', ' ### '],
  D: ['###  ', '#  # ', '#   #', '#   #', '#   #', '#  # ', '###  '],
  E: ['#####', '#    ', '#    ', '#### ', '#    ', '#    ', '#####'],
  F: ['#####', '#    ', '#    ', '#### ', '#    ', '#    ', '#    '],
  G: [' ### ', '#   #', '#    ', '# ###', '#   #', '#   #', ' ####'],
  H: ['#   #', '#   #', '#   #', '#####', '#   #', '#   #', '#   #'],
  J: ['  ###', '   # ', '   # ', '   # ', '   # ', '#  # ', ' ##  '],
  K: ['#   #', '#  # ', '# #  ', '##   ', '# #  ', '#  # ', '#   #'],
  L: ['#    ', '#    ', '#    ', '#    ', '#    ', '#    ', '#####'],
  M: ['#   #', '## ##', '# # #', '# # #', '#   #', '#   #', '#   #'],
  N: ['#   #', '#   #', '##  #', '# # #', '#  ##', '#   #', '#   #'],
  P: ['#### ', '#   #', '#   #', '#### ', '#    ', '#    ', '#    '],
  Q: [' ### ', '#   #', '#   #', '#   #', '# # #', '#  # ', ' ## #'],
  R: ['#### ', '#   #', '#   #', '#### ', '# #  ', '#  # ', '#   #'],
  S: [' ####', '#    ', '#    ', ' ### ', '    #', '    #', '#### '],
  T: ['#####', '  #  ', '  #  ', '  #  ', '  #  ', '  #  ', '  #  '],
  U: ['#   #', '#   #', '#   #', '#   #', '#   #', '#   #', ' ### '],
  V: ['#   #', '#   #', '#   #', '#   #', '#   #', ' # # ', '  #  '],
  W: ['#   #', '#   #', '#   #', '# # #', '# # #', '# # #', ' # # '],
  X: ['#   #', '#   #', ' # # ', '  #  ', ' # # ', '#   #', '#   #'],
  Y: ['#   #', '#   #', ' # # ', '  #  ', '  #  ', '  #  ', '  #  '],
  Z: ['#####', '    #', '   # ', '  #  ', ' #   ', '#    ', '#####'],
};

const CHARACTERS = Object.keys(GLYPHS);

/** The characters a captcha text is drawn from. */
export const CAPTCHA_ALPHABET = CHARACTERS.join('');

/** Ink colours: dark enough (luminance under 100) to read on any light background. */
const INK: readonly (readonly [number, number, number])[] = [
  [31, 58, 147],
  [142, 27, 27],
  [20, 83, 45],
  [74, 29, 110],
  [30, 41, 59],
  [124, 45, 18],
];

type Rgb = readonly [number, number, number];

/** A random crypto-backed colour with every channel in [low, high]. */
function randomColour(low: number, high: number): Rgb {
  return [randomInt(low, high + 1), randomInt(low, high + 1), randomInt(low, high + 1)];
}

/** A crypto-random element of a non-empty list. */
function pick<T>(items: readonly T[]): T {
  return items[randomInt(items.length)] as T;
}

/** An RGB raster, row-major, three bytes a pixel. */
class Raster {
  readonly pixels = Buffer.alloc(WIDTH * HEIGHT * 3);

  set(x: number, y: number, [r, g, b]: Rgb): void {
    if (x < 0 || y < 0 || x >= WIDTH || y >= HEIGHT) return;
    const at = (y * WIDTH + x) * 3;
    this.pixels[at] = r;
    this.pixels[at + 1] = g;
    this.pixels[at + 2] = b;
  }

  fill(colour: Rgb): void {
    for (let y = 0; y < HEIGHT; y++) for (let x = 0; x < WIDTH; x++) this.set(x, y, colour);
  }

  /** Bresenham's line. */
  line(x0: number, y0: number, x1: number, y1: number, colour: Rgb): void {
    const dx = Math.abs(x1 - x0);
    const dy = -Math.abs(y1 - y0);
    const sx = x0 < x1 ? 1 : -1;
    const sy = y0 < y1 ? 1 : -1;
    let error = dx + dy;
    for (;;) {
      this.set(x0, y0, colour);
      if (x0 === x1 && y0 === y1) return;
      const doubled = 2 * error;
      if (doubled >= dy) {
        error += dy;
        x0 += sx;
      }
      if (doubled <= dx) {
        error += dx;
        y0 += sy;
      }
    }
  }
}

/** Draws one glyph, each font pixel a SCALE x SCALE block. */
function drawGlyph(raster: Raster, rows: readonly string[], left: number, top: number, colour: Rgb): void {
  rows.forEach((row, gy) => {
    for (let gx = 0; gx < GLYPH_COLUMNS; gx++) {
      if (row[gx] !== '#') continue;
      for (let dy = 0; dy < SCALE; dy++) {
        for (let dx = 0; dx < SCALE; dx++) raster.set(left + gx * SCALE + dx, top + gy * SCALE + dy, colour);
      }
    }
  });
}

/** One PNG chunk: length, type, data and the CRC-32 of type and data. */
function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Encodes the raster as an 8-bit truecolour PNG, every scanline with filter type 0. */
function encodePng(raster: Raster): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(WIDTH, 0);
  header.writeUInt32BE(HEIGHT, 4);
  header.set([8, 2, 0, 0, 0], 8); // bit depth 8, colour type 2 (RGB), deflate, adaptive filters, no interlace
  const stride = WIDTH * 3;
  const scanlines = Buffer.alloc(HEIGHT * (stride + 1));
  for (let y = 0; y < HEIGHT; y++) raster.pixels.copy(scanlines, y * (stride + 1) + 1, y * stride, (y + 1) * stride);
  return Buffer.concat([
    PNG_SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(scanlines)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A crypto-random captcha answer of 4-6 characters (5 by default) from CAPTCHA_ALPHABET. */
export function randomCaptchaText(length = 5): string {
  if (!Number.isInteger(length) || length < CAPTCHA_MIN_LENGTH || length > CAPTCHA_MAX_LENGTH) {
    throw new RangeError(`captcha length must be ${CAPTCHA_MIN_LENGTH}-${CAPTCHA_MAX_LENGTH}, got ${length}`);
  }
  let text = '';
  for (let i = 0; i < length; i++) text += pick(CHARACTERS);
  return text;
}

/**
 * Draws the text as a 120x40 PNG. Throws on a length outside 4-6 or a character the font lacks
 * (only CAPTCHA_ALPHABET), so a caller can never show an image that differs from the answer.
 */
export function renderCaptchaPng(text: string): Buffer {
  if (text.length < CAPTCHA_MIN_LENGTH || text.length > CAPTCHA_MAX_LENGTH) {
    throw new RangeError(`captcha text must have ${CAPTCHA_MIN_LENGTH}-${CAPTCHA_MAX_LENGTH} characters`);
  }
  const glyphs = [...text].map((char) => {
    const rows = GLYPHS[char];
    if (!rows) throw new RangeError(`captcha text may only use ${CAPTCHA_ALPHABET}`);
    return rows;
  });

  const raster = new Raster();
  raster.fill(randomColour(240, 255));
  // Noise goes under the glyphs and stays light, so it hides nothing a person needs to read.
  for (let i = 0; i < 4; i++) {
    raster.line(randomInt(WIDTH), randomInt(HEIGHT), randomInt(WIDTH), randomInt(HEIGHT), randomColour(150, 210));
  }
  for (let i = 0; i < 120; i++) raster.set(randomInt(WIDTH), randomInt(HEIGHT), randomColour(160, 220));

  const glyphWidth = GLYPH_COLUMNS * SCALE;
  const glyphHeight = GLYPH_ROWS * SCALE;
  const slot = Math.floor((WIDTH - 2 * MARGIN) / glyphs.length);
  // Keep at least one blank column between neighbours whatever both jitters are.
  const jitterX = Math.floor((slot - glyphWidth - 1) / 2);
  const centredLeft = MARGIN + Math.floor((slot - glyphWidth) / 2);
  glyphs.forEach((rows, i) => {
    const left = centredLeft + i * slot + randomInt(-jitterX, jitterX + 1);
    const top = randomInt(2, HEIGHT - glyphHeight - 1);
    drawGlyph(raster, rows, left, top, pick(INK));
  });
  return encodePng(raster);
}
