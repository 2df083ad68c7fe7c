import { observer } from 'mobx-react-lite';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GAME_TYPES } from '../../shared/api/game-rules';
import { renderListItem } from './GameCard';
import { ListState } from './GameListPage';
import { VirtualGrid } from './VirtualGrid';
import type { GameItem } from './types';
import { useGamesStore } from './useGamesStore';

const NO_GAMES: readonly GameItem[] = [];

/** The types a hot list holds, in the lobby's type order (unknown types last). */
export function hotTypes(gameTypes: readonly string[]): string[] {
  const present = new Set(gameTypes.map((type) => type.toUpperCase()));
  const known = GAME_TYPES.filter((type) => present.has(type));
  const other = [...present].filter((type) => !(GAME_TYPES as readonly string[]).includes(type)).sort();
  return [...known, ...other];
}

/** /hot: the hot games of every type (GCSGAME_hotGamesV2), narrowed by a type tab. */
export const HotLobby = observer(function HotLobby() {
  const { t } = useTranslation(['games', 'common']);
  const games = useGamesStore();
  const [type, setType] = useState('');
  const all = games.hotGames ?? NO_GAMES;
  const types = hotTypes(all.map((game) => game.gameType));
  const shown = useMemo(() => (type ? all.filter((game) => game.gameType.toUpperCase() === type) : all), [all, type]);
  const renderItem = useMemo(() => renderListItem(games, shown), [games, shown]);
  if (games.hotErrorKey || all.length === 0)
    return <ListState errorKey={games.hotErrorKey} loading={games.hotLoading} onRetry={() => void games.openHot()} />;
  return (
    <div className="game-list">
      <div className="list-types" role="group" aria-label={t('hot.types')}>
        {['', ...types].map((code) => (
          <button
            key={code || 'all'}
            type="button"
            className="list-types__tab"
            aria-pressed={type === code}
            onClick={() => setType(code)}
          >
            {code ? t(`common:gameTypes.${code}`, { defaultValue: code }) : t('hot.all')}
          </button>
        ))}
      </div>
      <VirtualGrid count={shown.length} label={t('grid')} renderItem={renderItem} />
    </div>
  );
});
