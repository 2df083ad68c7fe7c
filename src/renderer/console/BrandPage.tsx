import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BrandAdminView, BrandSummary } from '../../shared/api/admin';
import { api } from './api';
import { useErrorText } from './errors';
import { Notice, type NoticeState } from './queue/kit';

/** The operator role's page: the brand's maintenance switch. */
export function BrandPage({ brand }: { brand: BrandSummary }) {
  const { t } = useTranslation('console');
  const errorText = useErrorText();
  const [view, setView] = useState<BrandAdminView | null>(null);
  const [notice, setNotice] = useState<NoticeState>(null);
  const path = `/admin/api/brands/${encodeURIComponent(brand.merchantCode)}`;

  const [tick, setTick] = useState(0);
  useEffect(() => {
    let live = true;
    api<BrandAdminView>('GET', path).then(
      (value) => {
        if (live) setView(value);
      },
      (error: unknown) => {
        if (live) setNotice({ kind: 'error', text: errorText(error) });
      },
    );
    return () => {
      live = false;
    };
    // errorText is rebuilt each render; path and tick name what to load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [path, tick]);

  const toggle = async () => {
    if (!view) return;
    try {
      await api('PUT', `${path}/maintenance`, { enabled: !view.maintenance });
      setNotice({ kind: 'ok', text: t('done.maintenanceSaved') });
    } catch (error) {
      setNotice({ kind: 'error', text: errorText(error) });
    }
    setTick((n) => n + 1);
  };

  return (
    <section className="card">
      <h1>{t('brand.heading')}</h1>
      <Notice notice={notice} />
      {view && (
        <p className="row-gap">
          <span>
            {t('brand.maintenance')}: <strong>{view.maintenance ? t('brand.on') : t('brand.off')}</strong>
          </span>
          <button type="button" className="button" onClick={() => void toggle()}>
            {view.maintenance ? t('brand.switchOff') : t('brand.switchOn')}
          </button>
        </p>
      )}
    </section>
  );
}
