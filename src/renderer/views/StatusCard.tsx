import { useEffect, type ReactNode } from 'react';
import { Logo } from '../layout/Logo';

type Tone = 'maintenance' | 'blocked' | 'error';

/** Icons for the full-screen status pages, drawn inline. */
const ICONS: Record<Tone, string> = {
  maintenance: 'M14.7 6.3a4 4 0 0 0-5.4 5.4L3 18l3 3 6.3-6.3a4 4 0 0 0 5.4-5.4l-2.5 2.5-2.4-.6-.6-2.4z',
  blocked: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM5.6 5.6l12.8 12.8',
  error: 'M12 8v5m0 3.5v.5M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z',
};

interface StatusCardProps {
  tone: Tone;
  title: string;
  children: ReactNode;
}

/** A centred card filling the viewport, used by the maintenance, region and error screens. */
export function StatusCard({ tone, title, children }: StatusCardProps) {
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <main className="status-screen">
      <div className={`status-card status-card--${tone}`}>
        <Logo />
        <div className="status-card__icon" aria-hidden="true">
          <svg viewBox="0 0 24 24" width="40" height="40">
            <path
              d={ICONS[tone]}
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </div>
        <h1 className="status-card__title">{title}</h1>
        {children}
      </div>
    </main>
  );
}
