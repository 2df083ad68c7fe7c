import { HOUSE_SLOT_PATH } from '../../../shared/api/house-rules';
import { TRIAL_ROLE } from '../../../shared/constants';
import type { GameSessionTokens } from '../seamless/contract';
import type { LaunchAnswer, LaunchRequest, VendorAdapter } from '../games/vendor-adapter';
import type { HouseSessions } from './sessions';

/** The adapter kind of vendors whose games the house runs (vendors.adapter). */
export const HOUSE_ADAPTER_KIND = 'house';

/**
 * The house vendor's adapter: our own slot, served by this server at /house/slot/. Real play
 * gets a platform game session token (the house then authenticates it through the seamless
 * wallet, as any vendor would); free play gets a fun session the house issues itself, with the
 * brand's starting fun balance, so visitors can play too (a trial account's carries its own fun
 * balance from launch to launch). The page is same-site, so the lobby
 * frames it in the sandboxed iframe (or the desktop game view).
 */
export function createHouseAdapter(tokens: GameSessionTokens, sessions: HouseSessions): VendorAdapter {
  return {
    kind: HOUSE_ADAPTER_KIND,
    supportsFreePlay: () => true,
    async launch(request: LaunchRequest): Promise<LaunchAnswer> {
      const { brand, member, memberSessionId, vendor, game, language } = request;
      const issued =
        request.mode === 'real' && member && memberSessionId !== null
          ? await tokens.issue({
              brandId: brand.id,
              memberId: member.id,
              memberSessionId,
              vendorId: vendor.id,
              gameId: game.id,
              mode: 'real',
              language,
            })
          : await sessions.issueFun({
              brandId: brand.id,
              vendorId: vendor.id,
              gameId: game.id,
              language,
              funBalanceMinor: brand.house.funBalanceMinor,
              ...(member?.type === TRIAL_ROLE ? { trialMemberId: member.id } : {}),
            });
      const query = new URLSearchParams({ token: issued.token, lang: language });
      return { url: `${HOUSE_SLOT_PATH}?${query.toString()}`, openMode: 'iframe' };
    },
  };
}
