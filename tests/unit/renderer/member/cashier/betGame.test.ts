import { describe, expect, it } from 'vitest';
import { betGameLabel } from '../../../../../src/renderer/member/cashier/betGame';

const row = { gameCode: 'lucky-crown', gameName: 'Lucky Crown', vendorCode: 'PH', vendorName: 'PlayHub Originals' };

describe('the betting record names a round’s game', () => {
  it('by the game’s and the vendor’s names, not their codes', () => {
    expect(betGameLabel(row, 'en')).toBe('Lucky Crown · PlayHub Originals');
  });

  it('with the vendor name remapped for Tagalog as in the lobby', () => {
    expect(betGameLabel({ ...row, vendorName: 'DIG Cockfight' }, 'ty')).toBe('Lucky Crown · DIG Sabong');
  });

  it('falls back to the codes only where a name is missing', () => {
    expect(betGameLabel({ ...row, gameName: '', vendorName: '' }, 'en')).toBe('lucky-crown · PH');
  });
});
