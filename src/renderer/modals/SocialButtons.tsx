import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../stores/StoresContext';

/**
 * "Or log in with" the social providers the brand has configured (none: nothing is shown); the
 * server runs the provider's flow and sends the visitor back.
 */
export const SocialButtons = observer(function SocialButtons() {
  const { t } = useTranslation('auth');
  const { session, siteConfig } = useStores();
  const providers = siteConfig.socialProviders;
  if (providers.length === 0) return null;
  return (
    <div className="social-login">
      <p className="social-login__title">{t('local_login_way')}</p>
      <div className="social-login__buttons">
        {providers.map((provider) => (
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
});
