import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { MarketingLines } from '../components/MarketingLines';
import type { PageProps } from '../router/pageGroups';
import { useStores } from '../stores/StoresContext';

/**
 * Page group "index": the home page, also behind /login, /forget and /register(.html), which
 * open their popup over it (the register popup receives the referralCode and affiliateCode queries).
 */
const HomePage = observer(function HomePage({ route }: PageProps) {
  const { t } = useTranslation();
  const { ui, siteConfig } = useStores();
  const [search] = useSearchParams();
  const referralCode = search.get('referralCode');
  const affiliateCode = search.get('affiliateCode');

  useEffect(() => {
    if (!route.modal) return;
    ui.openModal(route.modal, {
      ...(referralCode ? { referralCode } : {}),
      ...(affiliateCode ? { affiliateCode } : {}),
    });
  }, [route.modal, referralCode, affiliateCode, ui]);

  return (
    <div className="home">
      <section className="home__hero">
        <h1 className="home__title">{t('home.welcome', { brand: siteConfig.brand?.name ?? '' })}</h1>
        <p className="home__tagline">{t('home.tagline')}</p>
      </section>
      <MarketingLines />
    </div>
  );
});

export default HomePage;
