import { useTranslation } from 'react-i18next';
import { LIST_TYPES, type ListType } from './listQuery';

/** All, hot, favourites, recent. */
export function ListTypeTabs({ value, onChange }: { value: ListType; onChange: (type: ListType) => void }) {
  const { t } = useTranslation('games');
  return (
    <div className="list-types" role="group" aria-label={t('listTypes.label')}>
      {LIST_TYPES.map((type) => (
        <button
          key={type}
          type="button"
          className="list-types__tab"
          aria-pressed={value === type}
          onClick={() => onChange(type)}
        >
          {t(`listTypes.${type}`)}
        </button>
      ))}
    </div>
  );
}
