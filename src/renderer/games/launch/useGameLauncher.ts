import { useStores } from '../../stores/StoresContext';
import { GameLauncher } from './GameLauncher';

/**
 * The app's one game launcher: `start(game, {free})` for a game's Play or FREE TRIAL button,
 * `startVendor(card)` for a vendor tile. Created by the first chunk that needs it.
 */
export function useGameLauncher(): GameLauncher {
  return useStores().gameLauncher(
    (deps, root) =>
      new GameLauncher({
        api: deps.api,
        session: root.session,
        ui: root.ui,
        header: root.header,
        balance: root.balance,
        gameView: root.platform.gameView,
        storage: deps.session,
        pageOrigin: window.location.origin,
        apiBaseUrl: deps.apiBaseUrl ?? '',
        currentPath: () => window.location.pathname + window.location.search,
        // noopener: the vendor's page gets no handle on ours.
        openWindow: (url, name) => void window.open(url, name, 'noopener'),
      }),
  );
}
