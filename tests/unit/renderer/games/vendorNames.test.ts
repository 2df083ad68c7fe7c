import { describe, expect, it } from 'vitest';
import { vendorName } from '../../../../src/renderer/games/vendorNames';

describe('vendor names', () => {
  it('remaps vendor words to their Filipino names in TY only', () => {
    const dig = { vassalage: 'DIG', displayName: 'DIG Cockfight' };
    expect(vendorName(dig, 'ty')).toBe('DIG Sabong');
    expect(vendorName(dig, 'en')).toBe('DIG Cockfight');
    expect(vendorName({ vassalage: 'LOTT', displayName: 'Classic Lottery' }, 'ty')).toBe('Classic Loterya');
    expect(vendorName({ vassalage: 'JL', displayName: 'Jili' }, 'ty')).toBe('Jili');
    expect(vendorName({ vassalage: 'JL', displayName: '' }, 'cn')).toBe('JL');
  });
});
