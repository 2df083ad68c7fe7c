import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { LaunchContent } from '../../../shared/api/games';
import { useRouteTitle } from '../../layout/DocumentTitle';
import type { RouteDef } from '../../router/routeTable';
import { useStores } from '../../stores/StoresContext';
import { DesktopGameStage } from './DesktopGameStage';
import { GameFrame } from './GameFrame';
import type { GameLauncher } from './GameLauncher';
import { canLaunch, gameQueryFrom, type GameQuery } from './launchSession';
import type { LottoParams } from './lotteryRules';
import { useGameLauncher } from './useGameLauncher';
import './launch.css';

type LaunchState =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'login' }
  | { status: 'failed'; key: string }
  | { status: 'ready'; content: LaunchContent };

/** The game a page names itself; a lottery page's launch also carries the lottery parameters. */
export type FoundGame = GameQuery & { lotto?: LottoParams };

/**
 * A page that shows one game: /game (after the launcher, or from its query after a reload or
 * in a new tab), /seamless (launching from its query: vassalage, gameCode, nodeId) and
 * /fbsports (the first sports vendor) and the lottery pages. `findGame` lets a page name the game
 * itself.
 */
export const GamePage = observer(function GamePage({
  route,
  findGame,
}: {
  route: RouteDef;
  findGame?: ((launcher: GameLauncher) => Promise<FoundGame | null>) | undefined;
}) {
  const { t } = useTranslation('launch');
  const pageTitle = useRouteTitle(route);
  const launcher = useGameLauncher();
  const { session, platform } = useStores();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const searchKey = search.toString();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LaunchState>({ status: 'loading' });
  const isLogin = session.isLogin;
  const isTrial = session.isTrial;

  useEffect(() => {
    let live = true;
    const settle = (next: LaunchState) => live && setState(next);
    void (async () => {
      const fromUrl = gameQueryFrom(new URLSearchParams(searchKey));
      const kept = findGame ? null : launcher.resume(fromUrl);
      if (kept) return settle({ status: 'ready', content: kept });
      settle({ status: 'loading' });
      const found: FoundGame | null = findGame ? await findGame(launcher).catch(() => null) : fromUrl;
      if (!found || !canLaunch(found)) return settle({ status: 'missing' });
      const { lotto, ...game } = found;
      // Trial accounts play free; visitors only free, through the visitor launch.
      const query: GameQuery = { ...game, accountType: isTrial ? '0' : game.accountType };
      if (!isLogin && query.accountType !== '0') return settle({ status: 'login' });
      try {
        settle({ status: 'ready', content: await launcher.fetchLaunch(query, lotto) });
      } catch (error) {
        settle({ status: 'failed', key: launcher.errorKey(error) });
      }
    })();
    return () => {
      live = false;
    };
  }, [launcher, searchKey, findGame, isLogin, isTrial, attempt]);

  useEffect(() => () => launcher.leave(), [launcher]);

  const back = useMemo(
    () => () => {
      // React Router numbers its history entries: go back when this page was reached in-app.
      const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
      if (index > 0) void navigate(-1);
      else void navigate('/');
    },
    [navigate],
  );

  if (state.status === 'ready') {
    const { content } = state;
    const title = content.gameName || content.gameCode;
    if (platform.gameView) {
      return (
        <DesktopGameStage
          view={platform.gameView}
          url={launcher.absoluteUrl(content.game_url)}
          title={title}
          onBack={back}
        />
      );
    }
    return (
      <GameFrame
        url={content.game_url}
        title={title}
        sandbox={launcher.sandboxOf(content.game_url)}
        onBack={back}
        onBalanceChanged={() => launcher.gameBalanceChanged()}
        variant="page"
      />
    );
  }
  return (
    <div className="game-stage game-stage--page">
      <div className="game-stage__state">
        <h1 className="game-stage__heading">{pageTitle}</h1>
        <div role={state.status === 'loading' ? 'status' : 'alert'}>
          <StateMessage state={state} />
        </div>
        {state.status === 'login' && (
          <button type="button" className="btn btn--primary" onClick={() => session.requireLogin()}>
            {t('page.login')}
          </button>
        )}
        {state.status === 'failed' && (
          <button type="button" className="btn btn--primary" onClick={() => setAttempt((n) => n + 1)}>
            {t('page.retry')}
          </button>
        )}
        {state.status !== 'loading' && (
          <button type="button" className="btn btn--ghost" onClick={back}>
            {t('toolbar.back')}
          </button>
        )}
      </div>
    </div>
  );
});

function StateMessage({ state }: { state: Exclude<LaunchState, { status: 'ready' }> }) {
  const { t } = useTranslation(['launch', 'common']);
  switch (state.status) {
    case 'loading':
      return <p>{t('page.loading')}</p>;
    case 'missing':
      return <p>{t('page.missing')}</p>;
    case 'login':
      return <p>{t('page.loginToPlay')}</p>;
    case 'failed':
      return <p>{t(`common:${state.key}` as 'common:errors.unknown')}</p>;
  }
}
