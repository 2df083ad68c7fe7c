import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Installer } from '../../shared/api/downloads';
import { RoutePage } from '../components/RoutePage';
import { QrCode, isImageUrl } from '../content/QrCode';
import '../content/content.css';
import { errorKeyOf } from '../games/errorKey';
import type { PageProps } from '../router/pageGroups';
import { useStores } from '../stores/StoresContext';

/** The phone apps among the status call's resources. */
const MOBILE = [
  { type: 'ANDROID', label: 'Android' },
  { type: 'IOS', label: 'iOS' },
] as const;
const OS_LABEL: Record<Installer['os'], string> = { windows: 'Windows', mac: 'macOS', linux: 'Linux' };

/** File size in MB with one decimal. */
export function formatSize(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** The base64 SHA-512 as hex, the form checksum tools print. */
export function sha512Hex(base64: string): string {
  try {
    return Array.from(atob(base64), (c) => c.charCodeAt(0).toString(16).padStart(2, '0')).join('');
  } catch {
    return base64;
  }
}

type State = { kind: 'loading' } | { kind: 'ready'; installers: Installer[] } | { kind: 'error'; key: string };

/**
 * Page group "download" (/down): the desktop installers our server publishes (Windows, macOS,
 * Linux; version, size and SHA-512) and QR codes for the phone apps from the status call's
 * resources: the platform's QR image when qrCodeUrl is one, else a code drawn here from the link.
 */
const DownloadPage = observer(function DownloadPage({ route }: PageProps) {
  const { t, ready } = useTranslation(['site', 'common']);
  const { content, siteConfig } = useStores();
  const [state, setState] = useState<State>({ kind: 'loading' });
  useEffect(() => {
    let live = true;
    content.api.getDownloads().then(
      (value) => live && setState({ kind: 'ready', installers: value.installers }),
      (error: unknown) => live && setState({ kind: 'error', key: errorKeyOf(error) }),
    );
    return () => {
      live = false;
    };
  }, [content]);
  if (!ready) return <RoutePage route={route} />;
  const resources = siteConfig.resources;
  return (
    <RoutePage route={route}>
      <div className="download-page">
        <section className="card" aria-labelledby="down-mobile">
          <h2 id="down-mobile">{t('down.mobile')}</h2>
          <p className="muted">{t('down.scan')}</p>
          <div className="qr-grid">
            {MOBILE.map(({ type, label }) => {
              const resource = resources[type];
              if (!resource) return null;
              const qr = resource.qrCodeUrl || resource.url;
              return (
                <figure key={type} className="qr-card" data-resource={type}>
                  {isImageUrl(qr) ? (
                    <img src={qr} alt={t('down.qrOf', { name: label })} width={160} height={160} />
                  ) : (
                    <QrCode text={qr} label={t('down.qrOf', { name: label })} />
                  )}
                  <figcaption>
                    <strong>{label}</strong>
                    <a href={resource.url} className="btn btn--ghost btn--small" rel="noopener">
                      {t('down.download')}
                    </a>
                  </figcaption>
                </figure>
              );
            })}
          </div>
        </section>
        <section className="card" aria-labelledby="down-desktop">
          <h2 id="down-desktop">{t('down.desktop')}</h2>
          {state.kind === 'loading' && <p className="muted">{t('loading')}</p>}
          {state.kind === 'error' && (
            <p className="field-error">{t(`common:${state.key}` as 'common:errors.unknown')}</p>
          )}
          {state.kind === 'ready' && state.installers.length === 0 && <p className="muted">{t('down.none')}</p>}
          {state.kind === 'ready' && state.installers.length > 0 && (
            <ul className="installer-list">
              {state.installers.map((item) => (
                <li key={item.url} className="installer" data-os={item.os}>
                  <div className="installer__head">
                    <strong>{OS_LABEL[item.os]}</strong>
                    <span className="chip">
                      {item.kind} · {item.arch}
                    </span>
                  </div>
                  <dl className="installer__facts">
                    <dt>{t('down.version')}</dt>
                    <dd>{item.version}</dd>
                    <dt>{t('down.size')}</dt>
                    <dd>{formatSize(item.size)}</dd>
                    <dt>{t('down.checksum')}</dt>
                    <dd>
                      <code className="installer__sha" title={sha512Hex(item.sha512)}>
                        {sha512Hex(item.sha512)}
                      </code>
                    </dd>
                  </dl>
                  <a className="btn btn--primary" href={item.url} download={item.file}>
                    {t('down.downloadFor', { os: OS_LABEL[item.os] })}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </RoutePage>
  );
});

export default DownloadPage;
