import dayjs from 'dayjs';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Static } from 'typebox';
import type { DownlineAccountType, RegistrationLinksValueSchema } from '../../../shared/api/agent';
import { QrCode } from '../../content/QrCode';
import { CopyButton, useErrorText } from '../../member/cashier/parts';
import '../../member/cashier/cashier.css';
import { useStores } from '../../stores/StoresContext';
import type { AgentPageProps } from '../menu';
import './tree.css';

type Links = Static<typeof RegistrationLinksValueSchema>;

/** Register account: open a member or sub-agent directly under me, and manage my registration links. */
export default function RegisterAccount({ openPage }: AgentPageProps) {
  const { t } = useTranslation('agent');
  const root = useStores();
  const errorText = useErrorText();
  const [accountType, setAccountType] = useState<DownlineAccountType>('member');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [links, setLinks] = useState<Links | null>(null);
  const [linkType, setLinkType] = useState<DownlineAccountType>('member');
  const [linkError, setLinkError] = useState('');
  const [shown, setShown] = useState<number | null>(null);

  const loadLinks = useCallback(() => {
    root
      .createAgentStore((deps) => deps.api.getRegistrationLinks())
      .then(setLinks, (e: unknown) => setLinkError(errorText(e)));
    // errorText is a fresh closure each render; the call itself depends on the stores only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [root]);
  useEffect(loadLinks, [loadLinks]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setMessage(null);
    try {
      const made = await root.createAgentStore((deps) =>
        deps.api.registerDownline({ username: username.trim(), password, accountType }),
      );
      setMessage({ ok: true, text: t('tree.register.done', { username: made.username }) });
      setUsername('');
      setPassword('');
    } catch (e) {
      setMessage({ ok: false, text: errorText(e) });
    } finally {
      setBusy(false);
    }
  };
  const createLink = async () => {
    setLinkError('');
    try {
      await root.createAgentStore((deps) => deps.api.createRegistrationLink({ accountType: linkType }));
      loadLinks();
    } catch (e) {
      setLinkError(errorText(e));
    }
  };
  const disable = async (id: number) => {
    setLinkError('');
    try {
      await root.createAgentStore((deps) => deps.api.disableRegistrationLink(id));
      loadLinks();
    } catch (e) {
      setLinkError(errorText(e));
    }
  };
  const typeLabel = (type: DownlineAccountType) => t(`tree.type.${type}`);

  return (
    <section className="agent-tree">
      <form className="agent-tree__card agent-tree__form" onSubmit={(e) => void submit(e)}>
        <fieldset className="agent-tree__choice">
          <legend>{t('tree.register.accountType')}</legend>
          {(['member', 'agent'] as const).map((type) => (
            <label key={type}>
              <input
                type="radio"
                name="accountType"
                value={type}
                checked={accountType === type}
                onChange={() => setAccountType(type)}
              />{' '}
              {typeLabel(type)}
            </label>
          ))}
        </fieldset>
        <label className="agent-tree__field">
          <span>{t('tree.register.username')}</span>
          <input
            name="username"
            autoComplete="off"
            required
            maxLength={64}
            value={username}
            onChange={(e) => setUsername(e.target.value)}
          />
        </label>
        <label className="agent-tree__field">
          <span>{t('tree.register.password')}</span>
          <input
            name="password"
            type="password"
            autoComplete="new-password"
            required
            maxLength={128}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </label>
        <div className="agent-tree__actions">
          <button type="submit" className="agent-tree__button agent-tree__button--primary" disabled={busy}>
            {t('tree.register.submit')}
          </button>
          <button type="button" className="agent-tree__button" onClick={() => openPage('downlineManagmentView')}>
            {t('tree.register.toTeam')}
          </button>
        </div>
        {message && (
          <p role={message.ok ? 'status' : 'alert'} className={message.ok ? 'agent-tree__ok' : 'agent-tree__error'}>
            {message.text}
          </p>
        )}
      </form>

      <h3 className="agent-tree__subtitle">{t('tree.links.title')}</h3>
      <div className="agent-tree__card">
        {links && (
          <p className="agent-tree__code">
            {t('tree.links.myCode')} <strong data-testid="affiliate-code">{links.affiliateCode}</strong>{' '}
            <CopyButton value={links.affiliateCode} label={t('tree.links.myCode')} />
          </p>
        )}
        <div className="agent-tree__actions">
          <label className="agent-tree__field agent-tree__field--inline">
            <span>{t('tree.register.accountType')}</span>
            <select value={linkType} onChange={(e) => setLinkType(e.target.value as DownlineAccountType)}>
              <option value="member">{typeLabel('member')}</option>
              <option value="agent">{typeLabel('agent')}</option>
            </select>
          </label>
          <button
            type="button"
            className="agent-tree__button agent-tree__button--primary"
            onClick={() => void createLink()}
          >
            {t('tree.links.create')}
          </button>
        </div>
        {linkError && (
          <p role="alert" className="agent-tree__error">
            {linkError}
          </p>
        )}
        {links?.links.length === 0 && <p className="agent-tree__muted">{t('tree.links.empty')}</p>}
        <ul className="agent-tree__links">
          {links?.links.map((link) => (
            <li key={link.id} className={link.disabled ? 'agent-tree__link agent-tree__link--off' : 'agent-tree__link'}>
              <div className="agent-tree__link-main">
                <a href={link.url} className="agent-tree__url" data-testid="link-url">
                  {link.url}
                </a>
                <span className="agent-tree__muted">
                  {typeLabel(link.accountType)} · {t('tree.links.registrations', { count: link.registrations })} ·{' '}
                  {dayjs(link.createdAt).format('YYYY-MM-DD')}
                  {link.disabled && ` · ${t('tree.links.disabled')}`}
                </span>
              </div>
              {!link.disabled && (
                <div className="agent-tree__actions">
                  <CopyButton value={link.url} label={t('tree.links.link')} />
                  <button
                    type="button"
                    className="agent-tree__button"
                    onClick={() => setShown(shown === link.id ? null : link.id)}
                  >
                    {t('tree.links.qr')}
                  </button>
                  <button type="button" className="agent-tree__button" onClick={() => void disable(link.id)}>
                    {t('tree.links.disable')}
                  </button>
                </div>
              )}
              {shown === link.id && !link.disabled && <QrCode text={link.url} label={t('tree.links.qrLabel')} />}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
