import type { GameSessionTokens } from '../seamless/contract';
import type { LaunchAnswer, LaunchRequest, VendorAdapter } from '../games/vendor-adapter';
import { vendorUnavailable } from '../games/vendor-registry';
import { LOTTERY_ADAPTER_KIND } from './seed';

/** The betting page the lottery vendors' launches open (its build is the page's, served by the house web). */
export const LOTTERY_PAGE_PATH = '/house/lottery/';

/**
 * The lottery vendors' adapter (TCG_LOTTO_VN, TCG_SEA): the lottery is the house's own product,
 * so a launch issues a platform game session token as the house slot's does, and the betting
 * page authenticates it through the seamless wallet. Real money only: a lottery ticket waits for
 * a draw hours away and is settled by the platform's ledger, which fun money never reaches, so
 * free play (visitors, trial accounts) gets the platform's translated "no free trial" refusal.
 */
export function createLotteryAdapter(tokens: GameSessionTokens): VendorAdapter {
  return {
    kind: LOTTERY_ADAPTER_KIND,
    supportsFreePlay: () => false,
    async launch(request: LaunchRequest): Promise<LaunchAnswer> {
      const { brand, member, memberSessionId, vendor, game, language } = request;
      if (request.mode !== 'real' || !member || memberSessionId === null) throw vendorUnavailable(vendor);
      const issued = await tokens.issue({
        brandId: brand.id,
        memberId: member.id,
        memberSessionId,
        vendorId: vendor.id,
        gameId: game.id,
        mode: 'real',
        language,
      });
      const query = new URLSearchParams({ token: issued.token, lang: language, game: game.gameCode });
      return { url: `${LOTTERY_PAGE_PATH}?${query.toString()}`, openMode: 'iframe' };
    },
  };
}
