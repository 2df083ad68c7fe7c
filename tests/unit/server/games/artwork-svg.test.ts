import { describe, expect, it } from 'vitest';
import { gameArtSvg, titleLines } from '../../../../src/server/modules/games/artwork-svg';

describe('generated game artwork', () => {
  it('sets the name in at most two lines of whole words', () => {
    expect(titleLines('Lucky Crown')).toEqual(['Lucky Crown']);
    expect(titleLines('Blazing Pharaoh Hold and Win')).toEqual(['Blazing Pharaoh', 'Hold and Win']);
    expect(titleLines('Super Extraordinarily Long Name Of A Game')).toEqual(['Super', 'Extraordinarily…']);
  });

  it('escapes the name into the markup, so a name cannot add elements or attributes', () => {
    const svg = gameArtSvg('<script>alert(1)</script> & "x"', 'RNG', 'seed');
    expect(svg).not.toContain('<script');
    expect(svg).toContain('&#60;script&#62;');
    expect(svg).toContain('&#38;');
  });

  it('draws a motif per game type, and colours per name', () => {
    const slot = gameArtSvg('Golden Tiger', 'RNG', 's');
    expect(gameArtSvg('Golden Tiger', 'FISH', 's')).not.toBe(slot);
    expect(gameArtSvg('Golden Tiger', 'LOTT', 's')).toBe(gameArtSvg('Golden Tiger', 'ELOTT', 's'));
    expect(gameArtSvg('Ruby Panda', 'RNG', 's')).not.toBe(slot);
    expect(gameArtSvg('', 'RNG', 's')).not.toContain('<text');
  });
});
