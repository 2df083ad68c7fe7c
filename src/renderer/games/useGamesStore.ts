import { GamesStore } from '../stores/GamesStore';
import { useStores } from '../stores/StoresContext';

/** The games store of the root store, created on the first game page (inside the page chunk). */
export function useGamesStore(): GamesStore {
  return useStores().gamesStore(
    (deps, root) => new GamesStore({ api: deps.api, session: root.session, ui: root.ui, storage: deps.session }),
  );
}
