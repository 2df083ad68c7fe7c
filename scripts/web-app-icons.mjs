// Draws the web app's home-screen icons (resources/public/icons, named in
// resources/public/manifest.webmanifest) from the app icon resources/icons/icon.svg, in Chromium
// so they are as sharp as the SVG. Run again after the app icon changes:
//   node scripts/web-app-icons.mjs
// The outputs are committed, so neither a build nor `npm start` needs a browser.
import { readFileSync, mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { CHROMIUM_PATH } from './ensure-chromium.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = resolve(root, 'resources/public/icons');
const svg = readFileSync(resolve(root, 'resources/icons/icon.svg'), 'utf8');

/**
 * The icon filling its whole square, for launchers that cut their own shape out of it: the
 * rounded background becomes a full-bleed square and the mark shrinks by `scale`, so a maskable
 * icon keeps it inside the central safe circle (radius 40 %) whatever shape is cut.
 */
function fullBleed(scale) {
  const [, defs = ''] = /<defs>([\s\S]*?)<\/defs>/.exec(svg) ?? [];
  const marks = svg
    .slice(svg.indexOf('</defs>') + '</defs>'.length, svg.lastIndexOf('</svg>'))
    .split('\n')
    .filter((line) => !line.includes('<rect'))
    .join('\n');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1024" viewBox="0 0 1024 1024">
  <defs>${defs}</defs>
  <rect width="1024" height="1024" fill="url(#bg)"/>
  <rect width="1024" height="1024" fill="url(#glow)"/>
  <g transform="translate(512 512) scale(${scale}) translate(-512 -512)">${marks}</g>
</svg>`;
}

const ICONS = [
  { file: 'icon-192.png', size: 192, image: svg },
  { file: 'icon-512.png', size: 512, image: svg },
  { file: 'icon-maskable-512.png', size: 512, image: fullBleed(0.8) },
  // iOS ignores transparency and rounds the corners itself: the full-bleed square at its size.
  { file: 'apple-touch-icon.png', size: 180, image: fullBleed(0.9) },
];

mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox', '--disable-gpu'] });
try {
  for (const { file, size, image } of ICONS) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const sized = image.replace('width="1024" height="1024"', `width="${size}" height="${size}"`);
    await page.setContent(`<html><body style="margin:0;background:transparent;line-height:0">${sized}</body></html>`);
    await page.screenshot({ path: resolve(outDir, file), omitBackground: true });
    await page.close();
    console.log(`resources/public/icons/${file} (${size}x${size})`);
  }
} finally {
  await browser.close();
}
