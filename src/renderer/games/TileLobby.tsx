import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../stores/StoresContext';
import { GameArt, StoreGameCard } from './GameCard';
import { ListState } from './GameListPage';
import type { LaneVendor } from './laneLobby';
import { gameKey } from './types';
import { useGamesStore } from './useGamesStore';
import { vendorName } from './vendorNames';
import { useGameLauncher } from './launch/useGameLauncher';

/**
 * The lobby of a type whose vendors are tiles (/live, /sports, /esports, /cockfight, /elott):
 * one tile per vendor of the lane. A vendor with a single game (a sports book, a cockfight
 * arena) is a launch tile; a vendor with several (live tables) opens its games under the tiles.
 */
export const TileLobby = observer(function TileLobby() {
  const { t } = useTranslation(['games', 'common']);
  const { ui } = useStores();
  const games = useGamesStore();
  const { lane } = games;
  const vendors = lane.vendors;
  if (lane.errorKey || vendors.length === 0)
    return (
      <ListState
        errorKey={lane.errorKey}
        loading={lane.loading || games.lanes.length === 0}
        onRetry={() => void games.openLane(lane.gameType)}
      />
    );
  const chosen = lane.chosen;
  return (
    <div className="game-list">
      <ul className="vendor-tiles" aria-label={t('vendors.label')} aria-busy={lane.loading}>
        {vendors.map((vendor) => (
          <VendorTile key={vendor.card.vassalage} vendor={vendor} open={chosen === vendor} />
        ))}
      </ul>
      {chosen && (
        <section className="game-list" aria-labelledby="lane-hall">
          <h2 id="lane-hall" className="game-list__hall">
            {t('vendors.hall', { name: vendorName(chosen.card, ui.language) })}
          </h2>
          <ul className="game-grid" aria-label={t('grid')}>
            {chosen.games.map((game) => (
              <StoreGameCard key={gameKey(game)} store={games} game={game} />
            ))}
          </ul>
        </section>
      )}
    </div>
  );
});

const VendorTile = observer(function VendorTile({ vendor, open }: { vendor: LaneVendor; open: boolean }) {
  const { t } = useTranslation('games');
  const { ui } = useStores();
  const games = useGamesStore();
  const launcher = useGameLauncher();
  const name = vendorName(vendor.card, ui.language);
  const single = vendor.games.length === 1 ? vendor.games[0] : undefined;
  return (
    <li className="vendor-tile">
      <div className="vendor-tile__art">
        <GameArt src={vendor.card.lagerIcon || vendor.card.h5Icon || vendor.card.smallIcon} />
        {vendor.card.isHot && <span className="game-card__hot">{t('card.hot')}</span>}
      </div>
      <p className="vendor-tile__name">{name}</p>
      {single ? (
        <button
          type="button"
          className="btn btn--primary vendor-tile__action"
          aria-label={t('card.playName', { name })}
          // The tile is the vendor's whole list: its one game launches, no popup list in between.
          onClick={() => void launcher.start(single, { fromList: true })}
        >
          {t('card.play')}
        </button>
      ) : (
        <button
          type="button"
          className="btn vendor-tile__action"
          aria-pressed={open}
          disabled={vendor.games.length === 0}
          aria-label={t('tiles.showGames', { name })}
          onClick={() => games.lane.select(vendor.card.vassalage)}
        >
          {t('tiles.games', { total: vendor.games.length })}
        </button>
      )}
    </li>
  );
});
