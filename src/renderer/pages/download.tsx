import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Installer } from '../../shared/api/downloads';
import type { Resource } from '../../shared/api/system';
import { RoutePage } from '../components/RoutePage';
import { QrCode, isImageUrl } from '../content/QrCode';
import '../content/content.css';
import { errorKeyOf } from '../games/errorKey';
import type { PageProps } from '../router/pageGroups';
import { useStores } from '../stores/StoresContext';

const OS_LABEL: Record<Installer['os'], string> = {
  windows: 'Windows',
  mac: 'macOS',
  linux: 'Linux',
  android: 'Android',
};

/** A phone app that exists: an Android app published on this server, or a store link the brand configured. */
export interface PhoneApp {
  type: 'ANDROID' | 'IOS';
  label: string;
  href: string;
  /** What the QR code says: an address, or the platform's QR image. */
  qr: string;
  /** The published file's version, for an app on this server. */
  version?: string;
}

/**
 * The phone apps to offer, and only those that exist: the newest Android app in DOWNLOADS_DIR
 * (its QR code holds the full address, as a phone scans it), else the brand's ANDROID link;
 * the brand's IOS link (an iPhone installs only from the App Store). `origin` is the site's
 * address; without one (the desktop app's own scheme) a published file has no address to scan.
 */
export function phoneApps(
  installers: readonly Installer[],
  resources: Readonly<Record<string, Resource>>,
  origin: string | null,
): PhoneApp[] {
  const apps: PhoneApp[] = [];
  const published = installers.find((item) => item.os === 'android');
  const fromBrand = (type: PhoneApp['type'], label: string): PhoneApp | null => {
    const resource = resources[type];
    return resource?.url ? { type, label, href: resource.url, qr: resource.qrCodeUrl || resource.url } : null;
  };
  const android =
    published && origin
      ? {
          type: 'ANDROID' as const,
          label: OS_LABEL.android,
          href: published.url,
          qr: new URL(published.url, origin).href,
          version: published.version,
        }
      : fromBrand('ANDROID', OS_LABEL.android);
  const ios = fromBrand('IOS', 'iOS');
  if (android) apps.push(android);
  if (ios) apps.push(ios);
  return apps;
}

/** The page's address for a phone to open: the web origin, none inside the desktop app. */
function webOrigin(): string | null {
  return /^https?:$/.test(window.location.protocol) ? window.location.origin : null;
}

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
 * Page group "download" (/down): what can really be installed. The phone apps that exist (see
 * phoneApps) with QR codes, or a plain "none yet"; how to add the site to a phone's home screen
 * (the web app, always there: an iPhone without a store app, or a player who wants no app);
 * and the desktop installers our server publishes (Windows, macOS, Linux; version, size, SHA-512).
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
  const origin = webOrigin();
  const installers = state.kind === 'ready' ? state.installers : [];
  // Every installer but Android's is the desktop app's.
  const desktop = installers.filter((item) => item.os !== 'android');
  const apps = state.kind === 'loading' ? [] : phoneApps(installers, siteConfig.resources, origin);
  const brand = siteConfig.brand?.name ?? '';
  return (
    <RoutePage route={route}>
      <div className="download-page">
        <section className="card" aria-labelledby="down-mobile">
          <h2 id="down-mobile">{t('down.mobile')}</h2>
          {state.kind === 'loading' && <p className="muted">{t('loading')}</p>}
          {state.kind !== 'loading' && apps.length === 0 && (
            <p className="muted" data-testid="no-phone-app">
              {t('down.phoneNone', { brand })}
            </p>
          )}
          {apps.length > 0 && (
            <>
              <p className="muted">{t('down.scan')}</p>
              <div className="qr-grid">
                {apps.map((app) => (
                  <figure key={app.type} className="qr-card" data-resource={app.type}>
                    {isImageUrl(app.qr) ? (
                      <img src={app.qr} alt={t('down.qrOf', { name: app.label })} width={160} height={160} />
                    ) : (
                      <QrCode text={app.qr} label={t('down.qrOf', { name: app.label })} />
                    )}
                    <figcaption>
                      <strong>{app.label}</strong>
                      {app.version && <span className="muted">{app.version}</span>}
                      <a href={app.href} className="btn btn--ghost btn--small" rel="noopener">
                        {t('down.download')}
                      </a>
                    </figcaption>
                  </figure>
                ))}
              </div>
            </>
          )}
        </section>
        <section className="card" aria-labelledby="down-web-app" data-testid="web-app">
          <h2 id="down-web-app">{t('down.webApp', { brand })}</h2>
          <p className="muted">{t('down.webAppIntro')}</p>
          <div className="web-app">
            <div className="web-app__how">
              <h3>{t('down.androidTitle')}</h3>
              <ol>
                <li>{t('down.androidStep1')}</li>
                <li>{t('down.androidStep2')}</li>
                <li>{t('down.androidStep3')}</li>
              </ol>
            </div>
            <div className="web-app__how">
              <h3>{t('down.iosTitle')}</h3>
              <ol>
                <li>{t('down.iosStep1')}</li>
                <li>{t('down.iosStep2')}</li>
                <li>{t('down.iosStep3')}</li>
              </ol>
            </div>
            {origin && (
              <figure className="qr-card web-app__scan">
                <QrCode text={`${origin}/`} label={t('down.qrOf', { name: brand })} size={128} />
                <figcaption className="muted">{t('down.openOnPhone')}</figcaption>
              </figure>
            )}
          </div>
        </section>
        <section className="card" aria-labelledby="down-desktop">
          <h2 id="down-desktop">{t('down.desktop')}</h2>
          {state.kind === 'loading' && <p className="muted">{t('loading')}</p>}
          {state.kind === 'error' && (
            <p className="field-error">{t(`common:${state.key}` as 'common:errors.unknown')}</p>
          )}
          {state.kind === 'ready' && desktop.length === 0 && <p className="muted">{t('down.none')}</p>}
          {desktop.length > 0 && (
            <ul className="installer-list">
              {desktop.map((item) => (
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
