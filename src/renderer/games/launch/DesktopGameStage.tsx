import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GAME_TOOLBAR_HEIGHT } from '../../../shared/ipc/contract';
import type { GameClosedReason, GameView } from '../../platform';
import { GameToolbar } from './GameFrame';

interface DesktopGameStageProps {
  view: GameView;
  /** Absolute URL (the shell refuses anything but http(s)). */
  url: string;
  title: string;
  onBack: () => void;
}

/**
 * The desktop shell's game: the isolated game view below the toolbar strip this page draws
 * over the top of the window (GAME_TOOLBAR_HEIGHT). Back to lobby closes the view; the shell
 * tells us when it closed the game itself (load failure, crash) or changed full screen.
 */
export function DesktopGameStage({ view, url, title, onBack }: DesktopGameStageProps) {
  const { t } = useTranslation('launch');
  const [closed, setClosed] = useState<GameClosedReason | null>(null);
  const [fullscreen, setFullscreen] = useState(false);
  const [generation, setGeneration] = useState(0);
  // Opening the game again (retry, or reload after the shell closed it) starts from a clean state.
  const reopen = () => {
    setClosed(null);
    setGeneration((n) => n + 1);
  };

  useEffect(() => {
    const offClosed = view.onClosed((reason) => setClosed(reason));
    const offFullscreen = view.onFullscreenChanged(setFullscreen);
    void view.open(url, title).then((opened) => {
      if (!opened) setClosed('load-failed');
    });
    return () => {
      offClosed();
      offFullscreen();
      void view.close();
    };
  }, [view, url, title, generation]);

  // In full screen the game view covers the whole window and the strip is hidden.
  if (fullscreen) return null;
  return (
    <div className="game-desktop" style={{ ['--game-toolbar-height' as string]: `${GAME_TOOLBAR_HEIGHT}px` }}>
      <GameToolbar
        className="game-toolbar--desktop"
        title={title}
        onBack={onBack}
        onReload={() => (closed ? reopen() : void view.reload())}
        fullscreen={false}
        onFullscreen={() => void view.setFullscreen(true).then(setFullscreen)}
        canFullscreen={closed === null}
      />
      {closed && closed !== 'navigated' && (
        <div className="game-stage__state" role="alert">
          <p>{t(closed === 'crashed' ? 'page.crashed' : 'page.loadFailed')}</p>
          <button type="button" className="btn btn--primary" onClick={reopen}>
            {t('page.retry')}
          </button>
        </div>
      )}
    </div>
  );
}
