/**
 * Line icons of the game types for the phone menu (24 px grid, drawn with currentColor). A type
 * without its own picture (one a brand adds later) gets the generic games grid.
 */
const PATHS: Readonly<Record<string, string>> = {
  // A slot machine's three reels.
  RNG: 'M4 5h16v14H4zM9.3 5v14M14.7 5v14M6 12h1.6M11.2 12h1.6M16.4 12h1.6',
  // A casino chip.
  LIVE: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm0 4.5a4.5 4.5 0 1 0 0 9 4.5 4.5 0 0 0 0-9ZM12 3v4.5M12 16.5V21M3 12h4.5M16.5 12H21',
  // A ball.
  SPORTS:
    'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm0 5 3.6 2.6-1.4 4.2H9.8l-1.4-4.2L12 8Zm0 0V3.2M15.6 10.6l4.9-1.5M14.2 14.8l3 4M9.8 14.8l-3 4M8.4 10.6 3.5 9.1',
  // A game pad.
  ESPORTS:
    'M7 8h10a4 4 0 0 1 4 4v1.5a3 3 0 0 1-5.4 1.8L14.5 14h-5l-1.1 1.3A3 3 0 0 1 3 13.5V12a4 4 0 0 1 4-4Zm0 2.5v3M5.5 12h3M15.5 11h.01M17.5 13h.01',
  // A rooster's head and comb.
  COCKFIGHT:
    'M8 20v-6.5A5.5 5.5 0 0 1 13.5 8H15l4 2.5-4 1.5v8M13.5 8c-1.2-1.7-.6-3.7 1-4.5.3 1.4 1.3 1.9 2.5 2-1 .4-1.7 1.3-2 2.5M8 13.5 4 12',
  // A fish.
  FISH: 'M3 12c3.5-5 9.5-6.5 14-2.5L21 6v12l-4-3.5C12.5 18.5 6.5 17 3 12Zm10-1h.01',
  // A spade.
  PVP: 'M12 3c3 3.6 7 6 7 9.5a3.5 3.5 0 0 1-6 2.4L14 20h-4l1-5.1a3.5 3.5 0 0 1-6-2.4C5 9 9 6.6 12 3Z',
  // Lottery balls.
  ELOTT: 'M9 4a5 5 0 1 0 0 10A5 5 0 0 0 9 4Zm6.5 6.5a4.5 4.5 0 1 1-3.9 6.8M7.5 7.5 9 6.5V11',
  LOTT: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm0 4.5a4.5 4.5 0 1 0 0 9 4.5 4.5 0 0 0 0-9Zm-1 2.5 1-.8v4.6',
  // A joystick.
  ARCADE: 'M12 4a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5Zm0 5v6M5 15h14l1 5H4l1-5Z',
};

const FALLBACK = 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z';

export function GameTypeIcon({ gameType }: { gameType: string }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
      <path
        d={PATHS[gameType] ?? FALLBACK}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.7"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
