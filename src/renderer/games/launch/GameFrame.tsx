import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isBalanceChanged } from '../../../shared/game-messages';

interface GameFrameProps {
  url: string;
  title: string;
  /** The iframe's sandbox (launchRules.frameSandbox). */
  sandbox: string;
  /** Back to the lobby; absent in the popup, whose own close button does that. */
  onBack?: () => void;
  /** The game in this frame said a round moved the balance (a hint: game-messages.ts). */
  onBalanceChanged: () => void;
  variant: 'page' | 'popup';
}

/**
 * A game in a sandboxed iframe under its toolbar: back to the lobby, the game's name, reload
 * and full screen (the Fullscreen API on the frame and its toolbar).
 */
export function GameFrame({ url, title, sandbox, onBack, onBalanceChanged, variant }: GameFrameProps) {
  const { t } = useTranslation('launch');
  const stage = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  // A new key remounts the iframe: the one reload that works for a cross-origin game too.
  const [generation, setGeneration] = useState(0);
  const fullscreen = useFullscreen(stage);
  useBalanceHints(frame, onBalanceChanged);
  return (
    <div ref={stage} className={`game-stage game-stage--${variant}`} data-testid="game-stage">
      <GameToolbar
        title={title}
        onBack={onBack}
        onReload={() => setGeneration((n) => n + 1)}
        fullscreen={fullscreen.active}
        onFullscreen={fullscreen.toggle}
        canFullscreen={fullscreen.supported}
        heading={variant === 'page' ? 'h1' : 'h2'}
      />
      <iframe
        key={generation}
        ref={frame}
        className="game-stage__frame"
        src={url}
        title={t('frameTitle', { name: title })}
        sandbox={sandbox}
        allow="fullscreen; autoplay"
      />
    </div>
  );
}

interface ToolbarProps {
  title: string;
  onBack?: (() => void) | undefined;
  onReload: () => void;
  fullscreen: boolean;
  onFullscreen: () => void;
  canFullscreen: boolean;
  /** The desktop strip is fixed over the window's top, above the game view. */
  className?: string;
  /** h1 on a game page, h2 inside the game popup. */
  heading?: 'h1' | 'h2';
  children?: ReactNode;
}

/** The game toolbar, shared by the web frame and the desktop game view's strip. */
export function GameToolbar({
  title,
  onBack,
  onReload,
  fullscreen,
  onFullscreen,
  canFullscreen,
  className,
  heading: Heading = 'h1',
  children,
}: ToolbarProps) {
  const { t } = useTranslation('launch');
  return (
    <div className={`game-toolbar${className ? ` ${className}` : ''}`} role="toolbar" aria-label={t('toolbar.label')}>
      {onBack && (
        <button type="button" className="game-toolbar__button" onClick={onBack}>
          <Icon path="M15 6l-6 6 6 6" />
          <span>{t('toolbar.back')}</span>
        </button>
      )}
      <Heading className="game-toolbar__title" title={title}>
        {title}
      </Heading>
      {children}
      <button type="button" className="game-toolbar__button" onClick={onReload}>
        <Icon path="M20 12a8 8 0 1 1-2.3-5.7M20 4v5h-5" />
        <span>{t('toolbar.reload')}</span>
      </button>
      {canFullscreen && (
        <button type="button" className="game-toolbar__button" aria-pressed={fullscreen} onClick={onFullscreen}>
          <Icon
            path={fullscreen ? 'M9 4v5H4M15 4v5h5M9 20v-5H4M15 20v-5h5' : 'M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5'}
          />
          <span>{fullscreen ? t('toolbar.exitFullscreen') : t('toolbar.fullscreen')}</span>
        </button>
      )}
    </div>
  );
}

function Icon({ path }: { path: string }) {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
      <path d={path} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * The balance hints of the game in `frame`: only messages from that frame's own window count
 * (another frame or window posting the same data is ignored), and they only ever trigger a
 * refresh through the site's API.
 */
function useBalanceHints(frame: React.RefObject<HTMLIFrameElement | null>, onBalanceChanged: () => void) {
  useEffect(() => {
    const received = (event: MessageEvent) => {
      const game = frame.current?.contentWindow;
      if (game && event.source === game && isBalanceChanged(event.data)) onBalanceChanged();
    };
    window.addEventListener('message', received);
    return () => window.removeEventListener('message', received);
  }, [frame, onBalanceChanged]);
}

/** The Fullscreen API on one element; Escape (the browser's own exit) keeps the state true. */
function useFullscreen(element: React.RefObject<HTMLElement | null>) {
  const [active, setActive] = useState(false);
  useEffect(() => {
    const changed = () =>
      setActive(document.fullscreenElement !== null && document.fullscreenElement === element.current);
    document.addEventListener('fullscreenchange', changed);
    return () => document.removeEventListener('fullscreenchange', changed);
  }, [element]);
  const toggle = () => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else void element.current?.requestFullscreen().catch(() => undefined);
  };
  return { active, toggle, supported: document.fullscreenEnabled };
}
