import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { GAME_TYPES } from '../../../shared/api/game-rules';
import type { AdminVendor, VendorInput } from '../../../shared/api/games-admin';
import { api } from '../api';
import { Notice, useAction, usePage, type NoticeState } from '../queue/kit';
import { ImageField, OrderButtons, Switch, catalogueApi } from './parts';

/** The adapter kinds this build ships (the server refuses any other). */
const ADAPTERS = ['redirect', 'house'];

const EMPTY: VendorInput = {
  vassalage: '',
  displayName: '',
  gameType: 'RNG',
  isHot: false,
  accountTypeId: 0,
  accountTypeName: '',
  walletMode: 'seamless',
  isGame: 'GAME',
  largeIcon: '',
  smallIcon: '',
  h5Icon: '',
  enabled: true,
  adapter: 'redirect',
  adapterConfig: {},
};

/** The brand's vendors in lobby order: switch, reorder, edit, create. */
export function VendorsTab({ merchant }: { merchant: string }) {
  const { t } = useTranslation('console');
  const [notice, setNotice] = useState<NoticeState>(null);
  const [editing, setEditing] = useState<AdminVendor | 'new' | null>(null);
  const { data, loading, error, reload } = usePage(async () => {
    const list = await api<AdminVendor[]>('GET', catalogueApi(merchant, 'vendors'));
    return { page: 1, pageSize: list.length, total: list.length, list };
  }, merchant);
  const { busy, run } = useAction(reload, setNotice);
  const vendors = data?.list ?? [];
  // The lobby orders vendors within their game type (types have their own order), so a vendor
  // moves among the vendors of its type.
  const idsOfType = (gameType: string) => vendors.filter((v) => v.gameType === gameType).map((v) => v.id);

  const toggle = (vendor: AdminVendor, enabled: boolean) =>
    run(async () => {
      await api('PUT', catalogueApi(merchant, `vendors/${vendor.id}/enabled`), { enabled });
      return t('catalogue.vendors.saved', { code: vendor.vassalage });
    });
  const move = (order: number[]) =>
    run(async () => {
      await api('PUT', catalogueApi(merchant, 'vendors/order'), { ids: order });
      return t('catalogue.orderSaved');
    });
  const save = (input: VendorInput, id?: number) =>
    run(async () => {
      const saved = await api<AdminVendor>(
        id === undefined ? 'POST' : 'PUT',
        catalogueApi(merchant, id === undefined ? 'vendors' : `vendors/${id}`),
        input,
      );
      setEditing(null);
      return t('catalogue.vendors.saved', { code: saved.vassalage });
    });

  return (
    <div className="queue">
      <Notice notice={notice} />
      {error && <Notice notice={{ kind: 'error', text: error }} />}
      <div className="queue__bar">
        <span className="muted">{t('queue.total', { count: vendors.length })}</span>
        <button type="button" className="button button--primary" onClick={() => setEditing('new')}>
          {t('catalogue.vendors.new')}
        </button>
      </div>
      {editing && (
        <VendorForm
          key={editing === 'new' ? 'new' : editing.id}
          merchant={merchant}
          vendor={editing === 'new' ? null : editing}
          busy={busy}
          onSave={(input) => save(input, editing === 'new' ? undefined : editing.id)}
          onCancel={() => setEditing(null)}
        />
      )}
      <table className="table table--middle" aria-busy={loading}>
        <thead>
          <tr>
            <th>{t('catalogue.order')}</th>
            <th>{t('catalogue.vendors.code')}</th>
            <th>{t('catalogue.vendors.displayName')}</th>
            <th>{t('catalogue.vendors.gameType')}</th>
            <th>{t('catalogue.vendors.walletMode')}</th>
            <th>{t('catalogue.vendors.adapter')}</th>
            <th className="num">{t('catalogue.vendors.games')}</th>
            <th>{t('catalogue.enabled')}</th>
            <th>{t('queue.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {vendors.map((vendor) => (
            <tr key={vendor.id} data-vendor={vendor.vassalage}>
              <td>
                <OrderButtons
                  ids={idsOfType(vendor.gameType)}
                  index={idsOfType(vendor.gameType).indexOf(vendor.id)}
                  name={vendor.displayName}
                  disabled={busy}
                  move={(o) => void move(o)}
                />
              </td>
              <td>
                <code>{vendor.vassalage}</code> {vendor.isHot && <span className="badge">{t('catalogue.hot')}</span>}
              </td>
              <td>{vendor.displayName}</td>
              <td>{vendor.gameType}</td>
              <td>{t(`catalogue.vendors.${vendor.walletMode}`)}</td>
              <td>
                <code>{vendor.adapter}</code>
              </td>
              <td className="num">{vendor.gameCount}</td>
              <td>
                <Switch
                  checked={vendor.enabled}
                  label={t('catalogue.toggle', { name: vendor.displayName })}
                  disabled={busy}
                  onChange={(enabled) => void toggle(vendor, enabled)}
                />
              </td>
              <td>
                <button type="button" className="button button--small" onClick={() => setEditing(vendor)}>
                  {t('catalogue.edit')}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function VendorForm({
  merchant,
  vendor,
  busy,
  onSave,
  onCancel,
}: {
  merchant: string;
  vendor: AdminVendor | null;
  busy: boolean;
  onSave: (input: VendorInput) => Promise<boolean>;
  onCancel: () => void;
}) {
  const { t } = useTranslation('console');
  const [input, setInput] = useState<VendorInput>(() =>
    vendor
      ? {
          vassalage: vendor.vassalage,
          displayName: vendor.displayName,
          gameType: vendor.gameType,
          isHot: vendor.isHot,
          accountTypeId: vendor.accountTypeId,
          accountTypeName: vendor.accountTypeName,
          walletMode: vendor.walletMode,
          isGame: vendor.isGame === 'VASSALAGE' ? 'VASSALAGE' : 'GAME',
          largeIcon: vendor.largeIcon,
          smallIcon: vendor.smallIcon,
          h5Icon: vendor.h5Icon,
          enabled: vendor.enabled,
          adapter: vendor.adapter,
          adapterConfig: vendor.adapterConfig,
        }
      : EMPTY,
  );
  // A secret is never shown: empty keeps the stored one.
  const [secret, setSecret] = useState('');
  const set = <K extends keyof VendorInput>(key: K, value: VendorInput[K]) =>
    setInput((old) => ({ ...old, [key]: value }));
  const config = input.adapterConfig ?? {};
  const launchUrl = typeof config.launchUrl === 'string' ? config.launchUrl : '';
  const secretSet = vendor?.adapterSecrets.includes('secret') ?? false;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const adapterConfig = { ...config, ...(secret === '' ? {} : { secret }) };
    void onSave({ ...input, adapterConfig });
  };

  return (
    <form
      className="create-form"
      onSubmit={submit}
      aria-label={vendor ? t('catalogue.vendors.editTitle', { code: vendor.vassalage }) : t('catalogue.vendors.new')}
    >
      <h2>{vendor ? t('catalogue.vendors.editTitle', { code: vendor.vassalage }) : t('catalogue.vendors.new')}</h2>
      <div className="form-grid">
        <label className="field">
          <span>{t('catalogue.vendors.code')}</span>
          <input
            value={input.vassalage}
            onChange={(e) => set('vassalage', e.target.value.toUpperCase())}
            pattern="[A-Z0-9_]{1,40}"
            required
          />
        </label>
        <label className="field">
          <span>{t('catalogue.vendors.displayName')}</span>
          <input value={input.displayName} onChange={(e) => set('displayName', e.target.value)} required />
        </label>
        <label className="field">
          <span>{t('catalogue.vendors.gameType')}</span>
          <select value={input.gameType} onChange={(e) => set('gameType', e.target.value)}>
            {GAME_TYPES.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>{t('catalogue.vendors.walletMode')}</span>
          <select
            value={input.walletMode}
            onChange={(e) => set('walletMode', e.target.value === 'transfer' ? 'transfer' : 'seamless')}
          >
            <option value="seamless">{t('catalogue.vendors.seamless')}</option>
            <option value="transfer">{t('catalogue.vendors.transfer')}</option>
          </select>
        </label>
        <label className="field">
          <span>{t('catalogue.vendors.isGame')}</span>
          <select
            value={input.isGame}
            onChange={(e) => set('isGame', e.target.value === 'VASSALAGE' ? 'VASSALAGE' : 'GAME')}
          >
            <option value="GAME">{t('catalogue.vendors.isGameGame')}</option>
            <option value="VASSALAGE">{t('catalogue.vendors.isGameVassalage')}</option>
          </select>
        </label>
        <label className="field">
          <span>{t('catalogue.vendors.accountTypeId')}</span>
          <input
            type="number"
            min={0}
            value={input.accountTypeId}
            onChange={(e) => set('accountTypeId', Math.max(0, Math.trunc(Number(e.target.value) || 0)))}
          />
        </label>
        <label className="field">
          <span>{t('catalogue.vendors.accountTypeName')}</span>
          <input value={input.accountTypeName} onChange={(e) => set('accountTypeName', e.target.value)} />
        </label>
        <label className="field">
          <span>{t('catalogue.vendors.adapter')}</span>
          <select value={input.adapter} onChange={(e) => set('adapter', e.target.value)}>
            {ADAPTERS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`catalogue.vendors.adapters.${kind}` as 'catalogue.vendors.adapters.redirect')}
              </option>
            ))}
          </select>
        </label>
        <label className="field field--wide">
          <span>{t('catalogue.vendors.launchUrl')}</span>
          <input
            type="url"
            value={launchUrl}
            placeholder="https://"
            onChange={(e) => set('adapterConfig', { ...config, launchUrl: e.target.value })}
          />
        </label>
        <label className="field">
          <span>{t('catalogue.vendors.secret')}</span>
          <input
            type="password"
            autoComplete="new-password"
            value={secret}
            placeholder={secretSet ? t('catalogue.vendors.secretSet') : t('catalogue.vendors.secretUnset')}
            onChange={(e) => setSecret(e.target.value)}
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
      <div className="form-grid">
        <ImageField
          merchant={merchant}
          label={t('catalogue.vendors.largeIcon')}
          value={input.largeIcon}
          onChange={(url) => set('largeIcon', url)}
        />
        <ImageField
          merchant={merchant}
          label={t('catalogue.vendors.smallIcon')}
          value={input.smallIcon}
          onChange={(url) => set('smallIcon', url)}
        />
        <ImageField
          merchant={merchant}
          label={t('catalogue.vendors.h5Icon')}
          value={input.h5Icon}
          onChange={(url) => set('h5Icon', url)}
        />
      </div>
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
