import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BLUR_CLOSE_DELAY_MS } from '../../../shared/constants';
import { useStores } from '../../stores/StoresContext';
import { flagOf } from './countries';

interface CountryCodeSelectProps {
  id: string;
  value: string;
  onChange: (dialingCode: string) => void;
}

/**
 * The dialing-code picker in front of a mobile number: the list opens on focus and closes
 * BLUR_CLOSE_DELAY_MS after blur, so a click on an entry still lands; a flag per code. The codes
 * are those of the country call (loaded before the form draws).
 */
export const CountryCodeSelect = observer(function CountryCodeSelect({ id, value, onChange }: CountryCodeSelectProps) {
  const { t } = useTranslation('auth');
  const { countries } = useStores();
  const list = countries.countries;
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  const current = list.find((c) => c.countryDialingCode === value);
  const listId = `${id}-list`;
  return (
    <div className="country-code">
      <button
        id={id}
        type="button"
        className="country-code__button"
        // The name includes the code shown (+63), so speech input can say what it sees.
        aria-label={`${t('country_code')} +${value}`}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={listId}
        onFocus={() => {
          if (timer.current) clearTimeout(timer.current);
          setOpen(true);
        }}
        onBlur={() => {
          timer.current = setTimeout(() => setOpen(false), BLUR_CLOSE_DELAY_MS);
        }}
        onClick={() => setOpen(true)}
      >
        <span aria-hidden="true">{current ? flagOf(current.countryCode) : ''}</span>+{value}
      </button>
      {open && (
        <ul id={listId} className="country-code__list" role="listbox" aria-label={t('country_code')}>
          {list.map((c) => (
            <li key={c.countryCode} role="option" aria-selected={c.countryDialingCode === value}>
              <button
                type="button"
                className="country-code__option"
                onClick={() => {
                  onChange(c.countryDialingCode);
                  setOpen(false);
                }}
              >
                <span aria-hidden="true">{flagOf(c.countryCode)}</span> {c.countryCode} +{c.countryDialingCode}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
});
