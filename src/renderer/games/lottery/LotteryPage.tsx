import { observer } from 'mobx-react-lite';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { RouteDef } from '../../router/routeTable';
import { useStores } from '../../stores/StoresContext';
import { GamePage, type FoundGame } from '../launch/GamePage';
import { lottoParams, pageVendor } from '../launch/lotteryRules';
import { LotteryLobby } from './LotteryLobby';

/**
 * /lottery, /vnlottery and /sealottery (header only, hidden nav). With a game code (and, on
 * /lottery, its vendor) the page launches it through /wps/game/launchGame with launchMode LOTT
 * into the game frame the other games use; the vendor's page is the lottery itself. Without
 * one it shows the lottery lobby (menus, countdowns, results). A refusal (not connected, disabled,
 * trial without free play) shows the launcher's translated message, as on /game.
 */
export const LotteryPage = observer(function LotteryPage({ route }: { route: RouteDef }) {
  const [search] = useSearchParams();
  const gameCode = search.get('gameCode')?.trim() ?? '';
  const vendor = pageVendor(route.path) ?? search.get('vendor')?.trim() ?? '';
  if (gameCode && vendor) return <LotteryGame route={route} vendor={vendor} gameCode={gameCode} />;
  return <LotteryLobby key={route.path} route={route} />;
});

function LotteryGame({ route, vendor, gameCode }: { route: RouteDef; vendor: string; gameCode: string }) {
  const { header } = useStores();
  const findGame = useCallback(async (): Promise<FoundGame> => {
    // The prize mode follows the vendor lanes (api-contract 3.4).
    await header.loadLanesOnce();
    return {
      vassalage: vendor,
      gameCode,
      gameType: '',
      nodeId: '',
      accountType: '1',
      roomId: '',
      lotto: lottoParams(route.path, gameCode, header.lanes),
    };
  }, [header, vendor, gameCode, route.path]);
  return <GamePage route={route} findGame={findGame} />;
}
