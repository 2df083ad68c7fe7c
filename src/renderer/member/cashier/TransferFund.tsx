import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { object, string } from 'yup';
import { FormError } from '../../modals/forms/FormError';
import { Tabs } from '../../modals/forms/Tabs';
import { TextField } from '../../modals/forms/TextField';
import { useAuthT } from '../../modals/forms/useAuthT';
import { yupResolver } from '../../modals/forms/yupResolver';
import { amountRule } from './amountRule';
import { amountText } from './money';
import { applyCashierError, Card, Money, useCashier, useErrorText } from './parts';
import { useAmountMessages } from './useAmountMessages';

type Direction = 'in' | 'out';

interface TransferValues {
  wallet: string;
  amount: string;
}

/** The balance of every wallet, with a refresh button. */
export const WalletBalances = observer(function WalletBalances() {
  const { t } = useTranslation('cashier');
  const { wallet } = useCashier();
  const errorText = useErrorText();
  const [error, setError] = useState('');
  const refresh = () => {
    setError('');
    wallet.refresh().catch((e: unknown) => setError(errorText(e)));
  };
  const symbol = wallet.currencySymbol;
  const balance = wallet.balance;
  return (
    <Card
      title={t('wallet.title')}
      actions={
        <button type="button" className="btn btn--ghost cashier-refresh" onClick={refresh} disabled={wallet.loading}>
          {t('wallet.refresh')}
        </button>
      }
    >
      <div className="cashier-total" aria-busy={wallet.loading}>
        <span className="cashier-total__label">{t('wallet.total')}</span>
        <strong className="cashier-total__value" data-testid="wallet-total">
          {balance ? <Money amount={balance.sumBalance} symbol={symbol} /> : '—'}
        </strong>
      </div>
      <ul className="cashier-wallets">
        <li className="cashier-wallets__item cashier-wallets__item--main">
          <span>{t('wallet.main')}</span>
          <strong data-testid="wallet-main">
            {balance ? <Money amount={wallet.mainBalance} symbol={symbol} /> : '—'}
          </strong>
        </li>
        {wallet.vendorWallets.map((w) => (
          <li key={w.accountTypeId} className="cashier-wallets__item">
            <span>{w.name || w.vendorCode}</span>
            <strong data-testid={`wallet-${w.vendorCode}`}>
              <Money amount={w.availBalance} symbol={symbol} />
            </strong>
          </li>
        ))}
      </ul>
      {wallet.isSingle && <p className="cashier-note">{t('wallet.single')}</p>}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
    </Card>
  );
});

/** transferFund (my wallet): balances per wallet, transfer in and out of vendor wallets, refresh. */
const TransferFund = observer(function TransferFund() {
  const { t } = useTranslation('cashier');
  const anyT = useAuthT();
  const messages = useAmountMessages();
  const { wallet } = useCashier();
  const [direction, setDirection] = useState<Direction>('in');
  const [done, setDone] = useState('');
  useEffect(() => void wallet.refresh().catch(() => undefined), [wallet]);
  const vendors = wallet.vendorWallets;
  const selectedMax = (name: string) =>
    direction === 'in' ? wallet.mainBalance : vendors.find((w) => String(w.accountTypeId) === name)?.availBalance;
  const schema = object({
    wallet: string().required(t('transfer.pickWallet')),
    amount: string().when('wallet', ([name]: string[]) =>
      amountRule({ max: selectedMax(name ?? ''), symbol: wallet.currencySymbol }, messages),
    ),
  });
  const { register, handleSubmit, setError, setValue, reset, watch, formState } = useForm<TransferValues>({
    resolver: yupResolver(schema),
    defaultValues: { wallet: '', amount: '' },
  });
  const { errors, isSubmitting } = formState;
  const chosen = watch('wallet');
  useEffect(() => {
    if (!chosen && vendors[0]) setValue('wallet', String(vendors[0].accountTypeId));
  }, [chosen, vendors, setValue]);
  const onSubmit = async (values: TransferValues) => {
    setDone('');
    try {
      await wallet.transfer(direction, Number(values.wallet), amountText(values.amount) ?? values.amount);
    } catch (error) {
      applyCashierError(error, ['amount'], setError, anyT);
      throw error;
    }
    reset({ wallet: values.wallet, amount: '' });
    setDone(t('transfer.done'));
  };
  const all = () => {
    const max = selectedMax(chosen);
    if (max !== undefined) setValue('amount', max.toFixed(2), { shouldValidate: true });
  };
  return (
    <div className="cashier">
      <WalletBalances />
      {vendors.length > 0 && (
        <Card title={t('transfer.title')}>
          <Tabs
            label={t('transfer.direction')}
            tabs={[
              { id: 'in', label: t('transfer.in') },
              { id: 'out', label: t('transfer.out') },
            ]}
            value={direction}
            onChange={(d) => {
              setDirection(d);
              setDone('');
            }}
          />
          <form
            className="auth-form"
            noValidate
            onSubmit={(e) => void handleSubmit(onSubmit)(e).catch(() => undefined)}
          >
            <div className="field">
              <label className="field__label" htmlFor="transfer-wallet">
                {t(direction === 'in' ? 'transfer.toWallet' : 'transfer.fromWallet')}
              </label>
              <div className="field__row">
                <select id="transfer-wallet" className="field__input" {...register('wallet')}>
                  {vendors.map((w) => (
                    <option key={w.accountTypeId} value={String(w.accountTypeId)}>
                      {w.name || w.vendorCode}
                    </option>
                  ))}
                </select>
              </div>
            </div>
            <TextField
              id="transfer-amount"
              label={t('amount.label')}
              inputMode="decimal"
              registration={register('amount')}
              error={errors.amount?.message}
              addon={
                <button type="button" className="field__addon" onClick={all}>
                  {t('transfer.all')}
                </button>
              }
            />
            <FormError message={errors.root?.message} />
            <div className="cashier-actions">
              <button type="submit" className="btn btn--primary" disabled={isSubmitting}>
                {t('transfer.submit')}
              </button>
              <p className="cashier-done" role="status">
                {done}
              </p>
            </div>
          </form>
        </Card>
      )}
    </div>
  );
});

export default TransferFund;
