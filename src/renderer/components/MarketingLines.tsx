import { useTranslation } from 'react-i18next';

const LINES = [
  { icon: 'lock', title: 'marketing.encryptionTitle', text: 'marketing.encryptionText' },
  { icon: 'bolt', title: 'marketing.paymentsTitle', text: 'marketing.paymentsText' },
  { icon: 'clock', title: 'marketing.serviceTitle', text: 'marketing.serviceText' },
] as const;

/** Simple line icons drawn inline so no image request is needed. */
function Icon({ name }: { name: (typeof LINES)[number]['icon'] }) {
  const paths = {
    lock: 'M7 11V8a5 5 0 0 1 10 0v3M5 11h14v10H5z',
    bolt: 'M13 2 4 14h7l-1 8 9-12h-7z',
    clock: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm0 4v5l3 2',
  };
  return (
    <svg className="feature__icon" viewBox="0 0 24 24" aria-hidden="true" width="28" height="28">
      <path
        d={paths[name]}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The three marketing promises (encryption, payments, service). */
export function MarketingLines({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <ul className={`features${compact ? ' features--compact' : ''}`}>
      {LINES.map((line) => (
        <li key={line.icon} className="feature">
          <Icon name={line.icon} />
          <div>
            <strong className="feature__title">{t(line.title)}</strong>
            {!compact && <p className="feature__text">{t(line.text)}</p>}
          </div>
        </li>
      ))}
    </ul>
  );
}
