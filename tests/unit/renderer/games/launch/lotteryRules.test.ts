import { describe, expect, it } from 'vitest';
import { lottoParams, pageVendor, prizeModeOf } from '../../../../../src/renderer/games/launch/lotteryRules';
import type { VendorLane } from '../../../../../src/renderer/games/types';

const lane = (title: string, ...codes: string[]): VendorLane =>
  ({
    title,
    cards: codes.map((vassalage) => ({ vassalage, displayName: vassalage, gameType: title })),
    gameClassify: [],
  }) as unknown as VendorLane;

describe('lottery pages', () => {
  it('fix the VN and SEA pages to their vendor; /lottery takes any', () => {
    expect(pageVendor('/vnlottery')).toBe('TCG_LOTTO_VN');
    expect(pageVendor('/sealottery')).toBe('TCG_SEA');
    expect(pageVendor('/lottery')).toBeNull();
  });

  it('derive the prize mode from the ELOTT lane (VN lottery or LOTT card -> ELOTT)', () => {
    expect(prizeModeOf([lane('ELOTT', 'PHLOT'), lane('LOTT', 'LOTT')])).toBe('LOTT');
    expect(prizeModeOf([lane('ELOTT', 'PHLOT', 'TCG_LOTTO_VN')])).toBe('ELOTT');
    expect(prizeModeOf([lane('ELOTT', 'lott')])).toBe('ELOTT');
    expect(prizeModeOf([])).toBe('LOTT');
  });

  it('open the betting view of a named game and the lobby without one; only VN names its area', () => {
    const lanes = [lane('ELOTT', 'TCG_LOTTO_VN')];
    expect(lottoParams('/lottery', 'PHLOT0001', [])).toEqual({
      lottoPrizeMode: 'LOTT',
      lottoGameCode: 'PHLOT0001',
      lottoView: 'betting',
    });
    expect(lottoParams('/vnlottery', '', lanes)).toEqual({
      lottoPrizeMode: 'ELOTT',
      lottoGameCode: '',
      lottoView: 'lobby',
      lottoArea: 'VN',
    });
  });
});
