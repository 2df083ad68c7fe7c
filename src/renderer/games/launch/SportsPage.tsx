import { useCallback } from 'react';
import { DEFAULT_CLIENT_TYPE } from '../../../shared/constants';
import { languageHeader } from '../../../shared/i18n/languages';
import type { RouteDef } from '../../router/routeTable';
import { useStores } from '../../stores/StoresContext';
import { laneOf } from '../types';
import { GamePage } from './GamePage';
import type { GameLauncher } from './GameLauncher';
import type { GameQuery } from './launchSession';

/**
 * /fbsports: the sports provider page. It plays the first vendor of the SPORTS lane (the
 * header's vendor lanes) inside the page: that vendor's first game is its sports lobby.
 */
export function SportsPage({ route }: { route: RouteDef }) {
  const { header, session, ui } = useStores();
  const findGame = useCallback(
    async (launcher: GameLauncher): Promise<GameQuery | null> => {
      await header.loadLanesOnce();
      const vendor = laneOf(header.lanes, 'SPORTS')?.cards[0];
      if (!vendor) return null;
      const { games } = await launcher.api.getGameList({
        clientType: String(DEFAULT_CLIENT_TYPE),
        platform: 'html5-desktop',
        merchant: session.merchant,
        gameType: 'SPORTS',
        vassalage: vendor.vassalage,
        language: languageHeader(ui.language),
        pageNo: 1,
        pageSize: 1,
      });
      const game = games[0];
      if (!game) return null;
      return {
        vassalage: game.vassalage,
        gameCode: game.gameCode,
        gameType: 'SPORTS',
        nodeId: game.nodeId,
        accountType: '1',
        roomId: '',
      };
    },
    [header, session, ui],
  );
  return <GamePage route={route} findGame={findGame} />;
}
