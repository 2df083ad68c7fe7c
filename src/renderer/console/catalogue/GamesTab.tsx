import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { BrandSummary } from '../../../shared/api/admin';
import { GAME_CLASSIFIES } from '../../../shared/api/game-rules';
import type { AdminGame, AdminGamesPage, AdminVendor, GameInput } from '../../../shared/api/games-admin';
import { LANGUAGES, LANGUAGE_NAMES, parseLanguage } from '../../../shared/i18n/languages';
import { api, queryOf } from '../api';
import { Notice, Pager, useAction, useFormat, usePage, type NoticeState } from '../queue/kit';
import { ImageField, Switch, catalogueApi } from './parts';

const PAGE_SIZE = 50;
const STATUSES = ['all', 'enabled', 'disabled'] as const;
type Status = (typeof STATUSES)[number];

/** The brand's games, disabled ones too: search, filter by vendor and status, page, switch, edit. */
export function GamesTab({ brand }: { brand: BrandSummary }) {
  const { t, i18n } = useTranslation('console');
  const merchant = brand.merchantCode;
  const [notice, setNotice] = useState<NoticeState>(null);
  const [search, setSearch] = useState('');
  const [applied, setApplied] = useState('');
  const [vendor, setVendor] = useState('');
  const [status, setStatus] = useState<Status>('all');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<AdminGame | 'new' | null>(null);
  const [vendors, setVendors] = useState<AdminVendor[]>([]);
  useEffect(() => {
    let live = true;
    api<AdminVendor[]>('GET', catalogueApi(merchant, 'vendors')).then(
      (list) => {
        if (live) setVendors(list);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [merchant]);

  const { data, loading, error, at, reload } = usePage(
    () =>
      api<AdminGamesPage>(
        'GET',
        catalogueApi(
          merchant,
          `games?${queryOf({
            search: applied,
            vassalage: vendor,
            enabled: status === 'all' ? undefined : String(status === 'enabled'),
            pageNo: page,
            pageSize: PAGE_SIZE,
          })}`,
        ),
      ),
    `${merchant}/${applied}/${vendor}/${status}/${page}`,
  );
  const format = useFormat(brand, at);
  const { busy, run } = useAction(reload, setNotice);
  const language = parseLanguage(i18n.language) ?? 'en';
  const nameOf = (game: AdminGame) => game.names[language] ?? game.names.en ?? game.gameCode;

  const toggle = (game: AdminGame, enabled: boolean) =>
    run(async () => {
      await api('PUT', catalogueApi(merchant, `games/${game.id}/enabled`), { enabled });
      return t('catalogue.games.saved', { code: game.gameCode });
    });
  const save = (input: GameInput, id?: number) =>
    run(async () => {
      const saved = await api<AdminGame>(
        id === undefined ? 'POST' : 'PUT',
        catalogueApi(merchant, id === undefined ? 'games' : `games/${id}`),
        input,
      );
      setEditing(null);
      return t('catalogue.games.saved', { code: saved.gameCode });
    });
  const filter = (apply: () => void) => {
    apply();
    setPage(1);
  };

  return (
    <div className="queue">
      <Notice notice={notice} />
      {error && <Notice notice={{ kind: 'error', text: error }} />}
      <div className="queue__bar">
        <form
          className="filters"
          role="search"
          onSubmit={(event) => {
            event.preventDefault();
            filter(() => setApplied(search.trim()));
          }}
        >
          <input
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder={t('catalogue.games.search')}
            aria-label={t('catalogue.games.search')}
          />
          <button type="submit" className="button">
            {t('catalogue.games.find')}
          </button>
          <select
            value={vendor}
            aria-label={t('catalogue.games.vendor')}
            onChange={(e) => filter(() => setVendor(e.target.value))}
          >
            <option value="">{t('catalogue.games.allVendors')}</option>
            {vendors.map((v) => (
              <option key={v.id} value={v.vassalage}>
                {v.displayName} ({v.vassalage})
              </option>
            ))}
          </select>
          <select
            value={status}
            aria-label={t('queue.status')}
            onChange={(e) => filter(() => setStatus(e.target.value as Status))}
          >
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`catalogue.games.status.${s}`)}
              </option>
            ))}
          </select>
        </form>
        <button type="button" className="button button--primary" onClick={() => setEditing('new')}>
          {t('catalogue.games.new')}
        </button>
      </div>
      {editing && (
        <GameForm
          key={editing === 'new' ? 'new' : editing.id}
          merchant={merchant}
          game={editing === 'new' ? null : editing}
          vendors={vendors}
          defaultVendor={vendor}
          busy={busy}
          onSave={(input) => save(input, editing === 'new' ? undefined : editing.id)}
          onCancel={() => setEditing(null)}
        />
      )}
      <div className="table-scroll">
        <table className="table table--middle" aria-busy={loading}>
          <thead>
            <tr>
              <th>
                <span className="sr-only">{t('catalogue.games.image')}</span>
              </th>
              <th>{t('catalogue.games.code')}</th>
              <th>{t('catalogue.games.name')}</th>
              <th>{t('catalogue.games.vendor')}</th>
              <th>{t('catalogue.games.classify')}</th>
              <th className="num">{t('catalogue.games.minBet')}</th>
              <th className="num">{t('catalogue.games.lines')}</th>
              <th>{t('catalogue.enabled')}</th>
              <th>{t('queue.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {(data?.list ?? []).map((game) => (
              <tr key={game.id} data-game={game.gameCode}>
                <td>{game.imagePath && <img className="thumb" src={game.imagePath} alt="" loading="lazy" />}</td>
                <td>
                  <code>{game.gameCode}</code>
                </td>
                <td>
                  {nameOf(game)} {game.isHot && <span className="badge">{t('catalogue.hot')}</span>}
                </td>
                <td>{game.vassalage}</td>
                <td>{game.gameClassify || '–'}</td>
                <td className="num">{format.money(game.minBet)}</td>
                <td className="num">{game.lineNum}</td>
                <td>
                  <Switch
                    checked={game.enabled}
                    label={t('catalogue.toggle', { name: game.gameCode })}
                    disabled={busy}
                    onChange={(enabled) => void toggle(game, enabled)}
                  />
                </td>
                <td>
                  <button type="button" className="button button--small" onClick={() => setEditing(game)}>
                    {t('catalogue.edit')}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {data && data.list.length === 0 && <p className="empty">{t('queue.empty')}</p>}
      {data && <Pager page={data.page} pageSize={data.pageSize} total={data.total} onPage={setPage} />}
    </div>
  );
}

function GameForm({
  merchant,
  game,
  vendors,
  defaultVendor,
  busy,
  onSave,
  onCancel,
}: {
  merchant: string;
  game: AdminGame | null;
  vendors: AdminVendor[];
  defaultVendor: string;
  busy: boolean;
  onSave: (input: GameInput) => Promise<boolean>;
  onCancel: () => void;
}) {
  const { t } = useTranslation('console');
  const [input, setInput] = useState<GameInput>(() =>
    game
      ? {
          vassalage: game.vassalage,
          gameCode: game.gameCode,
          names: game.names,
          gameClassify: game.gameClassify,
          minBet: game.minBet.toFixed(2),
          lineNum: game.lineNum,
          isHot: game.isHot,
          defaultPlayType: game.defaultPlayType,
          imagePath: game.imagePath,
          enabled: game.enabled,
          sortOrder: game.sortOrder,
        }
      : {
          vassalage: defaultVendor || (vendors[0]?.vassalage ?? ''),
          gameCode: '',
          names: { en: '' },
          gameClassify: '',
          minBet: '0.00',
          lineNum: 0,
          isHot: false,
          defaultPlayType: '',
          imagePath: '',
          enabled: true,
        },
  );
  const set = <K extends keyof GameInput>(key: K, value: GameInput[K]) => setInput((old) => ({ ...old, [key]: value }));
  const title = game ? t('catalogue.games.editTitle', { code: game.gameCode }) : t('catalogue.games.new');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Empty names are left out (a language without a name falls back to English for players).
    const names = Object.fromEntries(Object.entries(input.names).filter(([, name]) => name.trim() !== ''));
    void onSave({ ...input, names });
  };

  return (
    <form className="create-form" onSubmit={submit} aria-label={title}>
      <h2>{title}</h2>
      <div className="form-grid">
        <label className="field">
          <span>{t('catalogue.games.vendor')}</span>
          <select value={input.vassalage} disabled={game !== null} onChange={(e) => set('vassalage', e.target.value)}>
            {vendors.map((v) => (
              <option key={v.id} value={v.vassalage}>
                {v.displayName} ({v.vassalage})
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>{t('catalogue.games.code')}</span>
          <input value={input.gameCode} onChange={(e) => set('gameCode', e.target.value)} required />
        </label>
        <label className="field">
          <span>{t('catalogue.games.classify')}</span>
          <select value={input.gameClassify} onChange={(e) => set('gameClassify', e.target.value)}>
            <option value="">{t('catalogue.games.noClassify')}</option>
            {GAME_CLASSIFIES.map((code) => (
              <option key={code} value={code}>
                {code} – {t(`catalogue.classifies.${code}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>{t('catalogue.games.minBet')}</span>
          <input
            inputMode="decimal"
            value={String(input.minBet)}
            onChange={(e) => set('minBet', e.target.value)}
            pattern="\d+(\.\d{1,2})?"
            required
          />
        </label>
        <label className="field">
          <span>{t('catalogue.games.lines')}</span>
          <input
            type="number"
            min={0}
            value={input.lineNum}
            onChange={(e) => set('lineNum', Math.max(0, Math.trunc(Number(e.target.value) || 0)))}
          />
        </label>
        <label className="field">
          <span>{t('catalogue.games.playType')}</span>
          <input value={input.defaultPlayType} onChange={(e) => set('defaultPlayType', e.target.value)} />
        </label>
        <label className="field">
          <span>{t('catalogue.order')}</span>
          <input
            type="number"
            min={0}
            value={input.sortOrder ?? ''}
            onChange={(e) =>
              set('sortOrder', e.target.value === '' ? undefined : Math.max(0, Math.trunc(Number(e.target.value))))
            }
          />
        </label>
        <label className="checkbox">
          <input type="checkbox" checked={input.isHot} onChange={(e) => set('isHot', e.target.checked)} />
          <span>{t('catalogue.hot')}</span>
        </label>
        <label className="checkbox">
          <input type="checkbox" checked={input.enabled} onChange={(e) => set('enabled', e.target.checked)} />
          <span>{t('catalogue.enabled')}</span>
        </label>
      </div>
      <fieldset className="names">
        <legend>{t('catalogue.games.names')}</legend>
        <div className="form-grid">
          {LANGUAGES.map((language) => (
            <label key={language} className="field">
              <span>
                {t('catalogue.games.nameIn', { language: LANGUAGE_NAMES[language] })}
                {language === 'en' ? ' *' : ''}
              </span>
              <input
                lang={language}
                value={input.names[language] ?? ''}
                required={language === 'en'}
                onChange={(e) => set('names', { ...input.names, [language]: e.target.value })}
              />
            </label>
          ))}
        </div>
      </fieldset>
      <ImageField
        merchant={merchant}
        label={t('catalogue.games.image')}
        value={input.imagePath}
        onChange={(url) => set('imagePath', url)}
      />
      <span className="inline-form__buttons">
        <button type="submit" className="button button--primary" disabled={busy}>
          {t('catalogue.save')}
        </button>
        <button type="button" className="button button--ghost" onClick={onCancel}>
          {t('actions.cancel')}
        </button>
      </span>
    </form>
  );
}
