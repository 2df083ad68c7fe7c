import { useTranslation } from 'react-i18next';
import { LOTTERY_LIST_KINDS, WEEKDAYS, type LotteryListKind } from './lobbyRules';

interface LotteryFiltersProps {
  kind: LotteryListKind;
  weekday: number;
  search: string;
  /** Today's weekday (Sunday 1), marked in the list. */
  today: number;
  onKind: (kind: LotteryListKind) => void;
  onWeekday: (weekday: number) => void;
  onSearch: (search: string) => void;
}

/** The list types (hot, fav, recent), the draw-day filter and the name search. */
export function LotteryFilters({ kind, weekday, search, today, onKind, onWeekday, onSearch }: LotteryFiltersProps) {
  const { t } = useTranslation('launch');
  return (
    <div className="game-list__controls">
      <div className="list-types" role="group" aria-label={t('lottery.lobby.kinds')}>
        {LOTTERY_LIST_KINDS.map((type) => (
          <button
            key={type}
            type="button"
            className="list-types__tab"
            aria-pressed={kind === type}
            onClick={() => onKind(type)}
          >
            {t(`lottery.lobby.kind.${type}`)}
          </button>
        ))}
      </div>
      <div className="game-filters">
        <label className="game-filters__search">
          <span className="visually-hidden">{t('lottery.lobby.search')}</span>
          <input
            className="game-filters__input"
            type="search"
            value={search}
            placeholder={t('lottery.lobby.searchHint')}
            onChange={(event) => onSearch(event.target.value)}
          />
        </label>
        <label className="game-filters__field">
          <span className="visually-hidden">{t('lottery.lobby.weekday')}</span>
          <select value={weekday} onChange={(event) => onWeekday(Number(event.target.value))}>
            <option value={0}>{t('lottery.lobby.anyDay')}</option>
            {WEEKDAYS.map((day) => (
              <option key={day} value={day}>
                {day === today
                  ? t('lottery.lobby.today', { day: t(`lottery.lobby.days.${day}`) })
                  : t(`lottery.lobby.days.${day}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
    </div>
  );
}
