import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../stores/StoresContext';
import { AvatarPicker } from './AvatarPicker';
import { EmailForm } from './EmailForm';
import { MobileForm } from './MobileForm';
import { NicknameForm } from './NicknameForm';

/** A registration date as YYYY-MM-DD in the visitor's time zone. */
function dateOf(epochMs: number): string {
  const d = new Date(epochMs);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/**
 * securityCenter ("My Account"): the account's details (e-mail and mobile come masked from the
 * server), then avatar, nickname, bound e-mail and mobile, and the password change.
 */
export const SecurityCenter = observer(function SecurityCenter() {
  const { t } = useTranslation('member');
  const { session, ui } = useStores();
  const info = session.memberInfo;
  if (!info) return null;
  const notSet = t('security.notSet');
  const rows: [string, string][] = [
    [t('security.id'), String(info.id)],
    [t('security.account'), info.account],
    [t('security.nickname'), info.nickname || notSet],
    [t('security.vip'), info.clubLabel.labelName],
    [t('security.regDate'), dateOf(info.regDate)],
    [t('security.email'), info.email || notSet],
    [t('security.mobile'), info.mobile || notSet],
  ];
  return (
    <div className="security">
      <section className="security__card">
        <h4 className="security__title">{t('security.details')}</h4>
        <dl className="security__details">
          {rows.map(([label, value]) => (
            <div key={label} className="security__row">
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <AvatarPicker />
      <NicknameForm />
      <EmailForm />
      <MobileForm />
      <section className="security__card">
        <h4 className="security__title">{t('security.passwordTitle')}</h4>
        <p className="security__text">{t('security.passwordText')}</p>
        <button type="button" className="btn btn--primary" onClick={() => ui.openModal('changePassword')}>
          {t('security.passwordButton')}
        </button>
      </section>
    </div>
  );
});
