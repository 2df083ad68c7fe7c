import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminGameType } from '../../../shared/api/games-admin';
import { api } from '../api';
import { Notice, useAction, usePage, type NoticeState } from '../queue/kit';
import { OrderButtons, Switch, catalogueApi } from './parts';

/** Game types of the brand: a switch per type (a jurisdiction may forbid one) and the lobby order. */
export function TypesTab({ merchant }: { merchant: string }) {
  const { t } = useTranslation('console');
  const [notice, setNotice] = useState<NoticeState>(null);
  const { data, loading, error, reload } = usePage(async () => {
    const list = await api<AdminGameType[]>('GET', catalogueApi(merchant, 'types'));
    return { page: 1, pageSize: list.length, total: list.length, list };
  }, merchant);
  const { busy, run } = useAction(reload, setNotice);
  const types = data?.list ?? [];
  const codes = types.map((type) => type.code);

  const toggle = (type: AdminGameType, enabled: boolean) =>
    run(async () => {
      await api('PUT', catalogueApi(merchant, `types/${type.code}/enabled`), { enabled });
      return t(enabled ? 'catalogue.types.switchedOn' : 'catalogue.types.switchedOff', { type: type.name });
    });
  const move = (order: string[]) =>
    run(async () => {
      await api('PUT', catalogueApi(merchant, 'types/order'), { codes: order });
      return t('catalogue.orderSaved');
    });

  return (
    <div className="queue">
      <p className="muted">{t('catalogue.types.intro')}</p>
      <Notice notice={notice} />
      {error && <Notice notice={{ kind: 'error', text: error }} />}
      <table className="table table--middle" aria-busy={loading}>
        <thead>
          <tr>
            <th>{t('catalogue.order')}</th>
            <th>{t('catalogue.types.code')}</th>
            <th>{t('catalogue.types.name')}</th>
            <th className="num">{t('catalogue.types.vendors')}</th>
            <th>{t('catalogue.enabled')}</th>
          </tr>
        </thead>
        <tbody>
          {types.map((type, index) => (
            <tr key={type.code} data-type={type.code}>
              <td>
                <OrderButtons ids={codes} index={index} name={type.name} disabled={busy} move={(o) => void move(o)} />
              </td>
              <td>
                <code>{type.code}</code>
              </td>
              <td>{type.name}</td>
              <td className="num">{type.vendorCount}</td>
              <td>
                <Switch
                  checked={type.enabled}
                  label={t('catalogue.toggle', { name: type.name })}
                  disabled={busy}
                  onChange={(enabled) => void toggle(type, enabled)}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
