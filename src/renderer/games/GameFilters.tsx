import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MIN_BET_OPTIONS } from '../../shared/constants';
import type { Language } from '../../shared/i18n/languages';
import { classifyKeysFor, type ListQuery, type MinBet } from './listQuery';

interface GameFiltersProps {
  query: ListQuery;
  language: Language;
  /** The search box's text (GamesStore.searchText). */
  searchText: string;
  /** Typing: the list searches once typing pauses. */
  onType: (text: string) => void;
  /** Enter or the search button: search now. */
  onSearch: (name: string) => void;
  onClassify: (key: string) => void;
  onMinBet: (minBet: MinBet) => void;
}

function isMinBet(value: string): value is MinBet {
  return (MIN_BET_OPTIONS as readonly string[]).includes(value);
}

/** Name search, classification and minimum bet; each one clears the others (in the store). */
export function GameFilters({ query, language, searchText, onType, onSearch, onClassify, onMinBet }: GameFiltersProps) {
  const { t } = useTranslation('games');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(searchText);
  };
  return (
    <div className="game-filters">
      <form className="game-filters__search" role="search" onSubmit={submit}>
        <input
          type="search"
          className="game-filters__input"
          aria-label={t('search.label')}
          placeholder={t('search.placeholder')}
          name="gameName"
          value={searchText}
          onChange={(event) => onType(event.target.value)}
          maxLength={100}
        />
        <button type="submit" className="btn btn--primary">
          {t('search.submit')}
        </button>
      </form>
      <label className="game-filters__field">
        <span>{t('classify.label')}</span>
        <select value={query.gameClassify} onChange={(event) => onClassify(event.target.value)}>
          <option value="">{t('classify.all')}</option>
          {classifyKeysFor(language).map((key) => (
            <option key={key} value={key}>
              {t(`classify.${key}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="game-filters__field">
        <span>{t('minBet.label')}</span>
        <select value={query.minBet} onChange={(event) => isMinBet(event.target.value) && onMinBet(event.target.value)}>
          {MIN_BET_OPTIONS.map((option) => (
            <option key={option} value={option}>
              {option === 'all' ? t('minBet.all') : option}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
