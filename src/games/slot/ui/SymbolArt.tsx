import type { ReactElement } from 'react';
import type { SlotSymbol } from '../engine';

/** Dark outline shared by every symbol: readable on the light and the dark theme alike. */
const INK = '#2a1a3a';

const letter = (text: string, fill: string, backdrop: ReactElement) => (
  <>
    {backdrop}
    <text
      x="32"
      y="45"
      textAnchor="middle"
      fontSize="36"
      fontWeight="900"
      fontFamily="Georgia, 'Times New Roman', serif"
      fill={fill}
      stroke={INK}
      strokeWidth="2.5"
      paintOrder="stroke"
    >
      {text}
    </text>
  </>
);

/**
 * One drawing per symbol on a 64 x 64 box: distinct silhouettes first (crown, gem, bell,
 * cherries, star, badge, four card letters on four different backdrop shapes), distinct colours
 * second, so the symbols also read for colour-blind players.
 */
const ART: Record<SlotSymbol, ReactElement> = {
  WILD: (
    <>
      <rect x="4" y="14" width="56" height="36" rx="9" fill="#8e24aa" stroke={INK} strokeWidth="2.5" />
      <rect x="8" y="18" width="48" height="28" rx="6" fill="none" stroke="#f3c6ff" strokeWidth="1.5" />
      <text
        x="32"
        y="39"
        textAnchor="middle"
        fontSize="17"
        fontWeight="900"
        fontFamily="system-ui, sans-serif"
        letterSpacing="1"
        fill="#ffffff"
      >
        WILD
      </text>
    </>
  ),
  SCATTER: (
    <>
      <circle cx="32" cy="32" r="28" fill="#0f9d76" stroke={INK} strokeWidth="2.5" />
      <path
        d="M32 9l6.2 14.6 15.8 1.3-12 10.3 3.7 15.4L32 42.4l-13.7 8.2L22 35.2 10 24.9l15.8-1.3z"
        fill="#fff36b"
        stroke={INK}
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <circle cx="32" cy="32" r="5" fill="#0f9d76" />
    </>
  ),
  CROWN: (
    <>
      <path
        d="M8 22l12 10 12-18 12 18 12-10-5 28H13z"
        fill="#ffc928"
        stroke={INK}
        strokeWidth="2.5"
        strokeLinejoin="round"
      />
      <rect x="12" y="48" width="40" height="7" rx="2" fill="#e0a100" stroke={INK} strokeWidth="2.5" />
      <circle cx="32" cy="38" r="4" fill="#e53935" stroke={INK} strokeWidth="1.5" />
      <circle cx="20" cy="41" r="3" fill="#1e88e5" stroke={INK} strokeWidth="1.5" />
      <circle cx="44" cy="41" r="3" fill="#1e88e5" stroke={INK} strokeWidth="1.5" />
      <circle cx="8" cy="20" r="3" fill="#ffc928" stroke={INK} strokeWidth="2" />
      <circle cx="32" cy="12" r="3" fill="#ffc928" stroke={INK} strokeWidth="2" />
      <circle cx="56" cy="20" r="3" fill="#ffc928" stroke={INK} strokeWidth="2" />
    </>
  ),
  DIAMOND: (
    <>
      <path d="M18 12h28l12 14-26 30L6 26z" fill="#4fc3f7" stroke={INK} strokeWidth="2.5" strokeLinejoin="round" />
      <path d="M6 26h52M18 12l8 14 6-14 6 14 8-14M26 26l6 30 6-30" fill="none" stroke="#0b5f8a" strokeWidth="1.8" />
      <path d="M20 16l-4 8h6z" fill="#e1f5fe" />
    </>
  ),
  BELL: (
    <>
      <path
        d="M32 8c-11 0-16 9-16 20 0 9-4 13-8 17h48c-4-4-8-8-8-17 0-11-5-20-16-20z"
        fill="#ff8f3d"
        stroke={INK}
        strokeWidth="2.5"
        strokeLinejoin="round"
      />
      <rect x="6" y="44" width="52" height="6" rx="3" fill="#d9621b" stroke={INK} strokeWidth="2.5" />
      <circle cx="32" cy="55" r="5" fill="#ffd54f" stroke={INK} strokeWidth="2.5" />
      <path d="M24 18c-3 3-4 8-4 12" fill="none" stroke="#ffd9b8" strokeWidth="3" strokeLinecap="round" />
    </>
  ),
  CHERRY: (
    <>
      <path d="M22 40C24 26 30 16 44 8M42 42C40 28 40 18 44 8" fill="none" stroke="#2e7d32" strokeWidth="3.5" />
      <path d="M44 8c6-2 12 0 14 6-7 2-12 0-14-6z" fill="#43a047" stroke={INK} strokeWidth="2" />
      <circle cx="21" cy="44" r="12" fill="#e53935" stroke={INK} strokeWidth="2.5" />
      <circle cx="43" cy="45" r="12" fill="#d32f2f" stroke={INK} strokeWidth="2.5" />
      <circle cx="17" cy="40" r="3" fill="#ffcdd2" />
      <circle cx="39" cy="41" r="3" fill="#ffcdd2" />
    </>
  ),
  A: letter('A', '#ff5252', <circle cx="32" cy="32" r="27" fill="#ffe3e3" stroke={INK} strokeWidth="2" />),
  K: letter(
    'K',
    '#42a5f5',
    <rect x="6" y="6" width="52" height="52" rx="12" fill="#e1efff" stroke={INK} strokeWidth="2" />,
  ),
  Q: letter('Q', '#ec407a', <path d="M32 4l26 15v26L32 60 6 45V19z" fill="#ffe4ef" stroke={INK} strokeWidth="2" />),
  J: letter('J', '#43a047', <path d="M32 4l28 28-28 28L4 32z" fill="#e2f6e3" stroke={INK} strokeWidth="2" />),
};

/** A symbol's artwork. With a label it is an image of that name; without, decoration only. */
export function SymbolArt({ symbol, label }: { symbol: SlotSymbol; label?: string }) {
  return (
    <svg
      className="slot-symbol"
      viewBox="0 0 64 64"
      data-symbol={symbol}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      {ART[symbol]}
    </svg>
  );
}
