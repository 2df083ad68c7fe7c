import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { object } from 'yup';
import type { DepositChannel, DepositOrderView } from '../../api/cashierTypes';
import { FormError } from '../../modals/forms/FormError';
import { Tabs } from '../../modals/forms/Tabs';
import { TextField } from '../../modals/forms/TextField';
import { useAuthT } from '../../modals/forms/useAuthT';
import { yupResolver } from '../../modals/forms/yupResolver';
import { feeOf } from '../../stores/DepositStore';
import { displayMoney } from '../../../shared/money';
import { amountRule } from './amountRule';
import { DepositLimits } from './DepositLimits';
import { DepositOrder, DepositStatus } from './DepositOrder';
import { amountText, money, typedMinor } from './money';
import { applyCashierError, Card, dateTime, InfoRows, Money, QuickAmounts, useCashier, useErrorText } from './parts';
import { useAmountMessages } from './useAmountMessages';
import { useServerText } from './useServerText';

/** The amount form of one channel: quick amounts, min / max / fee, and the create button. */
const DepositForm = observer(function DepositForm({ channel, symbol }: { channel: DepositChannel; symbol: string }) {
  const { t } = useTranslation('cashier');
  const anyT = useAuthT();
  const messages = useAmountMessages();
  const { deposit } = useCashier();
  const schema = object({
    amount: amountRule({ min: channel.minAmount, max: channel.maxAmount, symbol }, messages),
  });
  const { register, handleSubmit, setError, setValue, watch, formState } = useForm<{ amount: string }>({
    resolver: yupResolver(schema),
    defaultValues: { amount: '' },
  });
  const { errors, isSubmitting } = formState;
  const typed = typedMinor(watch('amount'));
  const fee = typed === null ? null : feeOf(channel, typed);
  const onSubmit = async ({ amount }: { amount: string }) => {
    try {
      await deposit.createOrder(channel.id, amountText(amount) ?? amount);
    } catch (error) {
      applyCashierError(error, ['amount'], setError, anyT);
      throw error;
    }
  };
  const feeText =
    channel.feeRate === 0 && channel.feeFixed === 0
      ? t('deposit.noFee')
      : [channel.feeRate ? `${channel.feeRate}%` : '', channel.feeFixed ? money(channel.feeFixed, symbol) : '']
          .filter(Boolean)
          .join(' + ');
  return (
    <form className="auth-form" noValidate onSubmit={(e) => void handleSubmit(onSubmit)(e).catch(() => undefined)}>
      <InfoRows
        rows={[
          [t('deposit.min'), <Money key="min" amount={channel.minAmount} symbol={symbol} />],
          [t('deposit.max'), <Money key="max" amount={channel.maxAmount} symbol={symbol} />],
          [t('deposit.fee'), feeText],
        ]}
      />
      <TextField
        id="deposit-amount"
        label={t('amount.label')}
        inputMode="decimal"
        registration={register('amount')}
        error={errors.amount?.message}
      />
      <QuickAmounts
        amounts={channel.quickAmounts}
        symbol={symbol}
        onPick={(amount) => setValue('amount', amount.toFixed(2), { shouldValidate: true })}
      />
      {typed !== null && fee !== null && fee > 0n && (
        <p className="cashier-note" data-testid="deposit-credit">
          {t('deposit.feePreview', {
            fee: displayMoney(fee, symbol),
            credit: displayMoney(typed - fee > 0n ? typed - fee : 0n, symbol),
          })}
        </p>
      )}
      <FormError message={errors.root?.message} />
      <div className="cashier-actions">
        <button type="submit" className="btn btn--primary" disabled={isSubmitting}>
          {t('deposit.submit')}
        </button>
      </div>
    </form>
  );
});

/** The player's latest deposit orders; an open one can be shown again. */
const RecentDeposits = observer(function RecentDeposits({ symbol }: { symbol: string }) {
  const { t } = useTranslation('cashier');
  const serverText = useServerText();
  const { deposit } = useCashier();
  const list = deposit.orders?.list ?? [];
  return (
    <Card title={t('deposit.recent')}>
      {list.length === 0 ? (
        <p className="cashier-empty">{t('deposit.noOrders')}</p>
      ) : (
        <div className="cashier-table-wrap">
          <table className="cashier-table">
            <thead>
              <tr>
                <th scope="col">{t('deposit.orderNo')}</th>
                <th scope="col">{t('deposit.channel')}</th>
                <th scope="col" className="cashier-table__num">
                  {t('amount.label')}
                </th>
                <th scope="col">{t('deposit.status')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('deposit.view')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.map((order: DepositOrderView) => (
                <tr key={order.orderNo}>
                  <td data-label={t('deposit.orderNo')}>
                    <span className="cashier-table__mono">{order.orderNo}</span>
                    <span className="cashier-table__sub">{dateTime(order.createdAt)}</span>
                  </td>
                  <td data-label={t('deposit.channel')}>{serverText(order.channelName)}</td>
                  <td data-label={t('amount.label')} className="cashier-table__num">
                    <Money amount={order.amount} symbol={symbol} />
                  </td>
                  <td data-label={t('deposit.status')}>
                    <DepositStatus status={order.status} />
                  </td>
                  <td>
                    <button
                      type="button"
                      className="btn btn--ghost cashier-small"
                      onClick={() => deposit.setOrder(order)}
                    >
                      {t('deposit.view')}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
});

/**
 * depositv2: methods and channels, the amount (quick amounts, min / max / fee), the order and
 * its instructions, its status, the recent orders and the player's deposit limits.
 */
const Deposit = observer(function Deposit() {
  const { t } = useTranslation('cashier');
  const serverText = useServerText();
  const { deposit, wallet } = useCashier();
  const errorText = useErrorText();
  const [error, setError] = useState('');
  const [methodCode, setMethodCode] = useState('');
  const [channelId, setChannelId] = useState<string>('');
  useEffect(() => {
    deposit.closeOrder();
    deposit.load().catch((e: unknown) => setError(errorText(e)));
    void wallet.refresh().catch(() => undefined);
    return () => deposit.stopPolling();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [deposit, wallet]);
  const settings = deposit.settings;
  const methods = useMemo(() => settings?.methods.filter((m) => m.channels.length > 0) ?? [], [settings]);
  const method = methods.find((m) => m.code === methodCode) ?? methods[0];
  const channel = method?.channels.find((c) => String(c.id) === channelId) ?? method?.channels[0];
  const symbol = settings?.currencySymbol ?? wallet.currencySymbol;
  if (deposit.order) return <DepositOrder symbol={symbol} />;
  return (
    <div className="cashier">
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {settings && !settings.allowDeposit && <p className="cashier-note">{t('deposit.closed')}</p>}
      {settings?.allowDeposit && methods.length === 0 && <p className="cashier-note">{t('deposit.noMethods')}</p>}
      {settings?.allowDeposit && method && channel && (
        <Card title={t('deposit.title')}>
          {settings.openOrders > 0 && (
            <p className="cashier-note">{t('deposit.openOrders', { count: settings.openOrders })}</p>
          )}
          <Tabs
            label={t('deposit.method')}
            tabs={methods.map((m) => ({ id: m.code, label: serverText(m.name) }))}
            value={method.code}
            onChange={(code) => {
              setMethodCode(code);
              setChannelId('');
            }}
          />
          <fieldset className="cashier-channels">
            <legend>{t('deposit.channel')}</legend>
            {method.channels.map((c) => (
              <label key={c.id} className={`cashier-channel${c.id === channel.id ? ' cashier-channel--active' : ''}`}>
                <input
                  type="radio"
                  name="deposit-channel"
                  value={String(c.id)}
                  checked={c.id === channel.id}
                  onChange={() => setChannelId(String(c.id))}
                />
                <span className="cashier-channel__name">{serverText(c.name)}</span>
                <span className="cashier-channel__range">
                  {money(c.minAmount, symbol)} – {money(c.maxAmount, symbol)}
                </span>
              </label>
            ))}
          </fieldset>
          <DepositForm key={String(channel.id)} channel={channel} symbol={symbol} />
        </Card>
      )}
      <RecentDeposits symbol={symbol} />
      <DepositLimits symbol={symbol} />
    </div>
  );
});

export default Deposit;
