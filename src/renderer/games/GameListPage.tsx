import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import { RoutePage } from '../components/RoutePage';
import { htmlLang } from '../i18n/htmlLang';
import type { RouteDef } from '../router/routeTable';
import { GAMES_PARAM } from '../router/routeTable';
import { useStores } from '../stores/StoresContext';
import type { ListView } from '../stores/GamesStore';
import { PRIORITY_CARDS, renderListItem, StoreGameCard } from './GameCard';
import { GameFilters } from './GameFilters';
import { ListTypeTabs } from './ListTypeTabs';
import { Pager } from './Pager';
import { VendorCarousel } from './VendorCarousel';
import { VirtualGrid } from './VirtualGrid';
import { gameTypeForRoute } from './listQuery';
import { gameKey } from './types';
import { useGamesStore } from './useGamesStore';
import { vendorName } from './vendorNames';
import './games.css';

/**
 * The game-list screen (spec sections 2 and 4): /rng, /fish, /pvp and /games/{games} in pages
 * of 15; the all-games lobby (/games, every type) as one windowed grid over the whole list.
 */
export const GameListPage = observer(function GameListPage({
  route,
  view = 'paged',
}: {
  route: RouteDef;
  view?: ListView;
}) {
  const { t, ready } = useTranslation(['games', 'common']);
  const { ui } = useStores();
  const games = useGamesStore();
  const params = useParams();
  const [search] = useSearchParams();
  const gameType = gameTypeForRoute(route.path, params[GAMES_PARAM]);
  // /rng?page=JL (or ?vassalage=JL) opens on that vendor's tab.
  const vendorParam = search.get('page') ?? search.get('vassalage') ?? '';

  useEffect(() => {
    void games.open(gameType, vendorParam, view);
  }, [games, gameType, vendorParam, view]);

  // Until the games strings are here, an empty busy body (no placeholder text to flash).
  if (!ready) return <LoadingPage route={route} compact />;
  const { query } = games;
  const chosen = games.vendors.find((vendor) => vendor.vassalage === query.vassalage);
  // The lobby's title band is slim and holds the chosen vendor's hall, and the list types and
  // filters share a row on wide screens: the first row of games shows without scrolling.
  const hall = chosen && (
    <h2 className="game-list__hall">{t('vendors.hall', { name: vendorName(chosen, ui.language) })}</h2>
  );
  return (
    <RoutePage route={route} compact={{ subheading: hall }}>
      <div className="game-list">
        <VendorCarousel
          vendors={games.vendors}
          selected={query.vassalage}
          language={ui.language}
          onSelect={(code) => void games.chooseVendor(code)}
        />
        <div className="game-list__controls">
          <ListTypeTabs value={query.listType} onChange={(type) => void games.setListType(type)} />
          <GameFilters
            query={query}
            language={ui.language}
            searchText={games.searchText}
            onType={(text) => games.typeSearch(text)}
            onSearch={(name) => void games.search(name)}
            onClassify={(key) => void games.filterClassify(key)}
            onMinBet={(minBet) => void games.filterMinBet(minBet)}
          />
        </div>
        {view === 'scroll' ? (
          <ScrollBody />
        ) : (
          <>
            <PagedBody />
            <Pager page={query.pageNo} total={games.totalPages} onPage={(page) => void games.goToPage(page)} />
          </>
        )}
      </div>
    </RoutePage>
  );
});

/** A game page whose strings are still loading. */
export function LoadingPage({ route, compact = false }: { route: RouteDef; compact?: boolean }) {
  return (
    <RoutePage route={route} compact={compact ? {} : undefined}>
      <div className="game-list" aria-busy="true" />
    </RoutePage>
  );
}

/** Failure, loading and empty states shared by both views. */
export function ListState({
  errorKey,
  loading,
  onRetry,
}: {
  errorKey: string | undefined;
  loading: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation(['games', 'common']);
  if (errorKey) {
    return (
      <div className="game-list__state" role="alert">
        <p>{t(errorKey as 'common:errors.unknown')}</p>
        <button type="button" className="btn btn--primary" onClick={onRetry}>
          {t('retry')}
        </button>
      </div>
    );
  }
  return (
    <p className="game-list__state" role="status">
      {loading ? t('loading') : t('empty')}
    </p>
  );
}

/** One page of games. */
const PagedBody = observer(function PagedBody() {
  const { t } = useTranslation('games');
  const games = useGamesStore();
  if (games.errorKey || games.games.length === 0)
    return <ListState errorKey={games.errorKey} loading={games.loading} onRetry={() => void games.reload()} />;
  return (
    <ul className="game-grid" aria-label={t('grid')} aria-busy={games.loading}>
      {games.games.map((game, index) => (
        <StoreGameCard key={gameKey(game)} store={games} game={game} priority={index < PRIORITY_CARDS} />
      ))}
    </ul>
  );
});

/** The whole list in a windowed grid; pages load as the window reaches them. */
const ScrollBody = observer(function ScrollBody() {
  const { t } = useTranslation('games');
  const { ui } = useStores();
  const games = useGamesStore();
  const list = games.scroll;
  const onRange = useCallback((start: number, end: number) => list.ensure(start, end), [list]);
  const renderItem = useMemo(() => renderListItem(games, list.items), [games, list.items]);
  const top = useRef<HTMLDivElement>(null);
  useEffect(() => () => list.dispose(), [list]);
  // A new query starts at its first games: bring the list's top back into view if scrolled past.
  const { query } = list;
  useEffect(() => {
    const element = top.current;
    if (query && element && element.getBoundingClientRect().top < 0) element.scrollIntoView();
  }, [query]);
  if (list.errorKey || list.totalCount === 0)
    return <ListState errorKey={list.errorKey} loading={list.loading} onRetry={() => void list.reload()} />;
  return (
    <div className="game-list" ref={top}>
      <p className="game-list__count" role="status">
        {t('found', { total: list.totalCount.toLocaleString(htmlLang(ui.language)) })}
      </p>
      <VirtualGrid
        count={list.totalCount}
        label={t('grid')}
        busy={list.loading}
        renderItem={renderItem}
        onRange={onRange}
      />
    </div>
  );
});
