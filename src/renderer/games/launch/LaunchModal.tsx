import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE, DEFAULT_CLIENT_TYPE } from '../../../shared/constants';
import type { Room } from '../../../shared/api/games';
import { languageHeader } from '../../../shared/i18n/languages';
import { Modal } from '../../components/Modal';
import type { LaunchModalName } from '../../stores/UiStore';
import { useStores } from '../../stores/StoresContext';
import { errorKeyOf } from '../errorKey';
import { Pager } from '../Pager';
import { gameKey, gameTitle, type GameItem } from '../types';
import { GameFrame } from './GameFrame';
import type { RoomChoice, VendorListChoice } from './GameLauncher';
import { useGameLauncher } from './useGameLauncher';
import './launch.css';

/** The game modals: the game popup, a vendor's popup game list and the PvP room choice. */
export default function LaunchModal({ name }: { name: LaunchModalName }) {
  if (name === 'gamePopup') return <GamePopup />;
  if (name === 'vendorGames') return <VendorGames />;
  return <RoomPicker />;
}

/** "Game popup (iframe)": the game over the page, closed by the modal's own close button. */
const GamePopup = observer(function GamePopup() {
  const { t } = useTranslation('launch');
  const launcher = useGameLauncher();
  const { ui } = useStores();
  const game = launcher.popup;
  const close = () => {
    ui.closeModal();
    launcher.gameClosed();
  };
  if (!game) return null;
  return (
    <Modal name="gamePopup" label={t('popup.label', { name: game.title })} onClose={close} className="game-popup">
      <GameFrame
        url={game.url}
        title={game.title}
        sandbox={game.sandbox}
        onBalanceChanged={() => launcher.gameBalanceChanged()}
        variant="popup"
      />
    </Modal>
  );
});

type ListState = { games: GameItem[]; totalPages: number; errorKey?: string; loading: boolean };

/** isGame VASSALAGE: the vendor's games with search and paging, each with Play and Free trial. */
const VendorGames = observer(function VendorGames() {
  const { t } = useTranslation('launch');
  const launcher = useGameLauncher();
  const { ui } = useStores();
  const choice = launcher.vendorList;
  if (!choice) return null;
  return (
    <Modal
      name="vendorGames"
      title={t('vendorList.title', { name: choice.title })}
      onClose={() => ui.closeModal()}
      wide
    >
      <VendorGameList choice={choice} />
    </Modal>
  );
});

const VendorGameList = observer(function VendorGameList({ choice }: { choice: VendorListChoice }) {
  const { t } = useTranslation(['launch', 'common']);
  const launcher = useGameLauncher();
  const { session, ui } = useStores();
  const [pageNo, setPageNo] = useState(1);
  const [gameName, setGameName] = useState('');
  const [typed, setTyped] = useState('');
  const [attempt, setAttempt] = useState(0);
  const [list, setList] = useState<ListState>({ games: [], totalPages: 1, loading: true });
  const language = languageHeader(ui.language);

  useEffect(() => {
    let live = true;
    setList((previous) => ({ ...previous, loading: true }));
    launcher.api
      .getGameList({
        clientType: String(DEFAULT_CLIENT_TYPE),
        platform: 'flash,html5-desktop',
        merchant: session.merchant,
        gameType: choice.gameType,
        vassalage: choice.vassalage,
        language,
        pageNo,
        pageSize: PAGE_SIZE,
        ...(gameName ? { gameName } : {}),
      })
      .then(
        (value) => live && setList({ games: value.games, totalPages: Math.max(1, value.totalPages), loading: false }),
        (error: unknown) => live && setList({ games: [], totalPages: 1, loading: false, errorKey: errorKeyOf(error) }),
      );
    return () => {
      live = false;
    };
  }, [launcher, session, choice, language, pageNo, gameName, attempt]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setPageNo(1);
    setGameName(typed.trim());
  };

  return (
    <div className="vendor-games">
      <form className="vendor-games__search" role="search" onSubmit={submit}>
        <label className="visually-hidden" htmlFor="vendor-games-search">
          {t('vendorList.search')}
        </label>
        <input
          id="vendor-games-search"
          className="input"
          type="search"
          value={typed}
          maxLength={100}
          placeholder={t('vendorList.placeholder')}
          onChange={(event) => setTyped(event.target.value)}
        />
        <button type="submit" className="btn btn--primary">
          {t('vendorList.submit')}
        </button>
      </form>
      {list.errorKey ? (
        <div className="vendor-games__state" role="alert">
          <p>{t(`common:${list.errorKey}` as 'common:errors.unknown')}</p>
          <button type="button" className="btn btn--primary" onClick={() => setAttempt((n) => n + 1)}>
            {t('page.retry')}
          </button>
        </div>
      ) : list.games.length === 0 ? (
        <p className="vendor-games__state" role="status">
          {list.loading ? t('vendorList.loading') : t('vendorList.empty')}
        </p>
      ) : (
        <ul
          className="vendor-games__list"
          aria-label={t('vendorList.label', { name: choice.title })}
          aria-busy={list.loading}
        >
          {list.games.map((game) => (
            <VendorGameRow key={gameKey(game)} game={game} />
          ))}
        </ul>
      )}
      <Pager page={pageNo} total={list.totalPages} onPage={setPageNo} />
    </div>
  );
});

const VendorGameRow = observer(function VendorGameRow({ game }: { game: GameItem }) {
  const { t } = useTranslation('launch');
  const launcher = useGameLauncher();
  const name = gameTitle(game);
  const busy = launcher.launching !== null;
  return (
    <li className="vendor-games__row">
      <span className="vendor-games__name" title={name}>
        {name}
      </span>
      <button
        type="button"
        className="btn btn--ghost vendor-games__trial"
        disabled={busy}
        aria-label={t('freeTrialName', { name })}
        onClick={() => void launcher.start(game, { free: true, fromList: true })}
      >
        {t('freeTrial')}
      </button>
      <button
        type="button"
        className="btn btn--primary"
        disabled={busy}
        aria-label={t('playName', { name })}
        onClick={() => void launcher.start(game, { fromList: true })}
      >
        {t('play')}
      </button>
    </li>
  );
});

/** A PvP game's rooms (stake levels); picking one launches the game in it. */
const RoomPicker = observer(function RoomPicker() {
  const { t } = useTranslation('launch');
  const launcher = useGameLauncher();
  const { ui } = useStores();
  const choice = launcher.roomChoice;
  if (!choice) return null;
  return (
    <Modal
      name="gameRooms"
      title={t('rooms.title', { name: choice.rooms[0]?.gameName ?? '' })}
      onClose={() => ui.closeModal()}
    >
      <ul className="game-rooms" aria-label={t('rooms.label')}>
        {choice.rooms.map((room) => (
          <RoomRow key={room.roomId} choice={choice} room={room} />
        ))}
      </ul>
    </Modal>
  );
});

const ROOM_LEVELS = ['beginner', 'standard', 'high', 'vip'] as const;
type RoomLevel = (typeof ROOM_LEVELS)[number];

const RoomRow = observer(function RoomRow({ choice, room }: { choice: RoomChoice; room: Room }) {
  const { t } = useTranslation('launch');
  const launcher = useGameLauncher();
  const level: RoomLevel = (ROOM_LEVELS as readonly string[]).includes(room.roomLevel)
    ? (room.roomLevel as RoomLevel)
    : 'standard';
  return (
    <li>
      <button
        type="button"
        className="game-rooms__room"
        disabled={launcher.launching !== null}
        onClick={() => void launcher.startInRoom(choice, room)}
      >
        <span className={`game-rooms__level game-rooms__level--${level}`}>{t(`rooms.level.${level}`)}</span>
        <span className="game-rooms__bets">
          {t('rooms.bets', { min: room.minBet.toFixed(2), max: room.maxBet.toFixed(2) })}
        </span>
      </button>
    </li>
  );
});
