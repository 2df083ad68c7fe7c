import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import { RoutePage } from '../components/RoutePage';
import type { RouteDef } from '../router/routeTable';
import { GAMES_PARAM } from '../router/routeTable';
import { useStores } from '../stores/StoresContext';
import { GameCard } from './GameCard';
import { GameFilters } from './GameFilters';
import { ListTypeTabs } from './ListTypeTabs';
import { Pager } from './Pager';
import { VendorCarousel } from './VendorCarousel';
import { gameTypeForRoute } from './listQuery';
import { gameKey } from './types';
import { useGamesStore } from './useGamesStore';
import './games.css';

/** The game-list screen of /rng, /fish, /pvp and /games/{games} (spec sections 2 and 4). */
export const GameListPage = observer(function GameListPage({ route }: { route: RouteDef }) {
  const { t, ready } = useTranslation(['games', 'common']);
  const { ui } = useStores();
  const games = useGamesStore();
  const params = useParams();
  const [search] = useSearchParams();
  const gameType = gameTypeForRoute(route.path, params[GAMES_PARAM]);
  // /rng?page=JL (or ?vassalage=JL) opens on that vendor's tab.
  const vendorParam = search.get('page') ?? search.get('vassalage') ?? '';

  useEffect(() => {
    void games.open(gameType, vendorParam);
  }, [games, gameType, vendorParam]);

  if (!ready) return <RoutePage route={route} />;
  const { query } = games;
  const chosen = games.vendors.find((vendor) => vendor.vassalage === query.vassalage);
  return (
    <RoutePage route={route}>
      <div className="game-list">
        <VendorCarousel
          vendors={games.vendors}
          selected={query.vassalage}
          onSelect={(code) => void games.chooseVendor(code)}
        />
        {chosen && <h2 className="game-list__hall">{t('vendors.hall', { name: chosen.displayName })}</h2>}
        <ListTypeTabs value={query.listType} onChange={(type) => void games.setListType(type)} />
        <GameFilters
          query={query}
          language={ui.language}
          onSearch={(name) => void games.search(name)}
          onClassify={(key) => void games.filterClassify(key)}
          onMinBet={(minBet) => void games.filterMinBet(minBet)}
        />
        <GameListBody />
        <Pager page={query.pageNo} total={games.totalPages} onPage={(page) => void games.goToPage(page)} />
      </div>
    </RoutePage>
  );
});

/** The grid, or what stands in for it while loading, after a failure or when empty. */
const GameListBody = observer(function GameListBody() {
  const { t } = useTranslation(['games', 'common']);
  const games = useGamesStore();
  if (games.errorKey) {
    return (
      <div className="game-list__state" role="alert">
        <p>{t(games.errorKey as 'common:errors.unknown')}</p>
        <button type="button" className="btn btn--primary" onClick={() => void games.reload()}>
          {t('retry')}
        </button>
      </div>
    );
  }
  if (games.games.length === 0) {
    const soon = games.query.listType === 'fav' || games.query.listType === 'recent';
    return (
      <p className="game-list__state" role="status">
        {games.loading ? t('loading') : t(soon ? 'listSoon' : 'empty')}
      </p>
    );
  }
  return (
    <ul className="game-grid" aria-label={t('grid')} aria-busy={games.loading}>
      {games.games.map((game) => (
        <GameCard key={gameKey(game)} game={game} onPlay={(item) => games.play(item)} />
      ))}
    </ul>
  );
});
