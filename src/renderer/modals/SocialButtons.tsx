import { useTranslation } from 'react-i18next';
import type { SocialProvider } from '../../shared/api/auth';
import { useStores } from '../stores/StoresContext';

/** The providers (shared/api/auth.ts SOCIAL_PROVIDERS; restated so typebox stays out of the bundle). */
const PROVIDERS: readonly SocialProvider[] = ['google', 'facebook'];

/** "Or log in with" Google or Facebook: the server runs the provider's flow and sends the visitor back. */
export function SocialButtons() {
  const { t } = useTranslation('auth');
  const { session } = useStores();
  return (
    <div className="social-login">
      <p className="social-login__title">{t('local_login_way')}</p>
      <div className="social-login__buttons">
        {PROVIDERS.map((provider) => (
          <button
            key={provider}
            type="button"
            className={`btn social-login__button social-login__button--${provider}`}
            onClick={() => session.startSocialLogin(provider)}
          >
            {t(`social_${provider}`)}
          </button>
        ))}
      </div>
    </div>
  );
}
