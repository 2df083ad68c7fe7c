import { sha256 } from '../../lib/tokens';

/**
 * Drawing of the generated catalogue artwork: a 4:3 tile (the lobby card's shape) in colours
 * derived from the game's name, a motif that says what kind of game it is, and the game's name
 * set as a title, the way a vendor's own artwork carries its logo. Never a code: a game without
 * a known name gets the motif alone.
 */

const WIDTH = 160;
const HEIGHT = 120;
const WHITE = 'fill="#fff"';

/** Three lottery balls (ELOTT and LOTT). */
const LOTTERY_BALLS =
  `<circle cx="54" cy="38" r="15" ${WHITE}/><circle cx="80" cy="30" r="17" ${WHITE}/><circle cx="106" cy="38" r="15" ${WHITE}/>` +
  `<circle cx="54" cy="38" r="7" fill="#d62f45"/><circle cx="80" cy="30" r="8" fill="#2f6fd6"/><circle cx="106" cy="38" r="7" fill="#e8a416"/>`;

/** One motif per game type, drawn white in the upper part of the tile (y 8 to 64). */
const MOTIFS: Readonly<Record<string, string>> = {
  // Three reels with a seven, a cherry pair and a bell.
  RNG:
    `<g opacity=".95"><rect x="38" y="14" width="26" height="36" rx="5" ${WHITE}/><rect x="67" y="14" width="26" height="36" rx="5" ${WHITE}/>` +
    `<rect x="96" y="14" width="26" height="36" rx="5" ${WHITE}/></g>` +
    `<path d="M44 24h14l-8 18" fill="none" stroke="#d62f45" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<circle cx="75" cy="40" r="5" fill="#d62f45"/><circle cx="86" cy="40" r="5" fill="#d62f45"/>` +
    `<path d="M75 35q4-12 10-14M86 35q-2-8-1-14" fill="none" stroke="#2f8f3a" stroke-width="2"/>` +
    `<path d="M102 42q0-16 7-16t7 16zM100 42h18" fill="#e8a416" stroke="#e8a416" stroke-width="2"/>`,
  // A fish with its tail and an eye, bubbles above.
  FISH:
    `<path d="M48 38q26-24 56 0q-30 24-56 0z" ${WHITE} opacity=".95"/><path d="M102 38l18-13v26z" ${WHITE} opacity=".95"/>` +
    `<circle cx="62" cy="35" r="3.5" fill="#123"/><circle cx="42" cy="20" r="4" fill="none" stroke="#fff" stroke-width="2"/>` +
    `<circle cx="50" cy="11" r="2.5" fill="none" stroke="#fff" stroke-width="2"/>`,
  // Two playing cards fanned, a spade and a heart.
  PVP:
    `<g transform="rotate(-12 70 38)"><rect x="50" y="12" width="32" height="44" rx="4" ${WHITE}/>` +
    `<path d="M66 24c-8 8-10 12-6 15 2 2 5 1 6-1 1 2 4 3 6 1 4-3 2-7-6-15zM64 38h4l1 6h-6z" fill="#1c1c2b"/></g>` +
    `<g transform="rotate(12 92 38)"><rect x="78" y="12" width="32" height="44" rx="4" ${WHITE}/>` +
    `<path d="M94 44c-10-7-11-12-8-15 3-2 6-1 8 2 2-3 5-4 8-2 3 3 2 8-8 15z" fill="#d62f45"/></g>`,
  // A roulette wheel.
  LIVE:
    `<circle cx="80" cy="36" r="26" ${WHITE} opacity=".95"/><circle cx="80" cy="36" r="19" fill="#1b5e3a"/>` +
    `<path d="M80 17v38M61 36h38M67 23l26 26M93 23l-26 26" stroke="#d62f45" stroke-width="3"/>` +
    `<circle cx="80" cy="36" r="6" fill="#e8a416"/>`,
  // A football.
  SPORTS:
    `<circle cx="80" cy="36" r="26" ${WHITE} opacity=".95"/><path d="M80 26l9 7-3 11h-12l-3-11z" fill="#1c1c2b"/>` +
    `<path d="M80 26v-15M89 33l14-4M86 44l8 12M74 44l-8 12M71 33l-14-4" stroke="#1c1c2b" stroke-width="2.5"/>`,
  // A game controller.
  ESPORTS:
    `<path d="M52 30q2-12 14-12h28q12 0 14 12l5 18q2 10-7 10-6 0-10-8H64q-4 8-10 8-9 0-7-10z" ${WHITE} opacity=".95"/>` +
    `<path d="M62 32h12M68 26v12" stroke="#1c1c2b" stroke-width="3.5" stroke-linecap="round"/>` +
    `<circle cx="93" cy="28" r="3.5" fill="#d62f45"/><circle cx="100" cy="35" r="3.5" fill="#2f8f3a"/>`,
  // A rooster's head with its comb and wattle.
  COCKFIGHT:
    `<path d="M66 22q4-12 10-6 3-9 9-3 6-6 8 4z" fill="#d62f45"/><circle cx="82" cy="36" r="16" ${WHITE} opacity=".95"/>` +
    `<path d="M97 32l14 5-14 4z" fill="#e8a416"/><circle cx="88" cy="32" r="3" fill="#1c1c2b"/>` +
    `<path d="M92 44q2 12-4 12-4-6-2-11z" fill="#d62f45"/>`,
  ELOTT: LOTTERY_BALLS,
  LOTT: LOTTERY_BALLS,
  // A joystick.
  ARCADE:
    `<rect x="52" y="44" width="56" height="14" rx="5" ${WHITE} opacity=".95"/><path d="M80 44V26" stroke="#fff" stroke-width="5"/>` +
    `<circle cx="80" cy="21" r="10" fill="#d62f45"/><circle cx="98" cy="51" r="3.5" fill="#e8a416"/>`,
};
/** The motif of a game type; a type without one gets the slot reels. */
function motifOf(gameType: string): string {
  return MOTIFS[gameType.toUpperCase()] ?? MOTIFS.RNG ?? '';
}

/** Text made safe inside SVG markup. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The name in at most two lines of whole words (a long last line is cut with an ellipsis). */
export function titleLines(name: string, perLine = 15): string[] {
  const lines: string[] = [];
  for (const word of name.trim().split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= perLine) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length <= 2) return lines;
  const second = lines.slice(1).join(' ');
  return [lines[0] ?? '', second.length > perLine + 2 ? `${second.slice(0, perLine).trimEnd()}…` : second];
}

/** Two hues and a number from a name, so each game keeps its own colours. */
function palette(seed: string): { hue: number; hue2: number; bits: number } {
  const hash = sha256(seed);
  const hue = Number.parseInt(hash.slice(0, 4), 16) % 360;
  const hue2 = (hue + 40 + (Number.parseInt(hash.slice(4, 6), 16) % 80)) % 360;
  return { hue, hue2, bits: Number.parseInt(hash.slice(6, 14), 16) };
}

/** The tile's background: a diagonal gradient with a few soft circles placed by the seed. */
function background(seed: string): string {
  const { hue, hue2, bits } = palette(seed);
  const circles = [0, 1, 2]
    .map((i) => {
      const x = (bits >>> (i * 5)) % WIDTH;
      const y = (bits >>> (i * 7 + 3)) % HEIGHT;
      return `<circle cx="${x}" cy="${y}" r="${24 + ((bits >>> (i * 3)) % 30)}" fill="#fff" opacity=".08"/>`;
    })
    .join('');
  return (
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="hsl(${hue} 68% 50%)"/><stop offset="1" stop-color="hsl(${hue2} 70% 26%)"/>` +
    `</linearGradient></defs><rect width="${WIDTH}" height="${HEIGHT}" fill="url(#g)"/>${circles}`
  );
}

/** The name as the tile's title, white with a dark outline so it reads on every colour. */
function title(name: string): string {
  const lines = titleLines(name);
  if (lines.length === 0) return '';
  const longest = Math.max(...lines.map((line) => line.length));
  const size = Math.min(19, Math.floor(148 / (longest * 0.6)));
  const first = lines.length === 1 ? 92 : 84;
  const tspans = lines
    .map((line, i) => `<tspan x="80" y="${first + i * (size + 3)}">${escapeXml(line)}</tspan>`)
    .join('');
  return (
    `<text text-anchor="middle" font-family="system-ui, 'Segoe UI', Roboto, sans-serif" font-size="${size}" ` +
    `font-weight="800" fill="#fff" stroke="rgba(0,0,0,.45)" stroke-width="3" paint-order="stroke">${tspans}</text>`
  );
}

/** A game's tile: colours from its name, its type's motif and its name as the title. */
export function gameArtSvg(name: string, gameType: string, seed: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH * 2}" height="${HEIGHT * 2}">` +
    // The motif a little below the top, clear of the lobby card's hot badge and star.
    `${background(name || seed)}<g transform="translate(0 5)">${motifOf(gameType)}</g>${title(name)}</svg>`
  );
}
