import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { object, string } from 'yup';
import { FormError } from '../../modals/forms/FormError';
import { PasswordField } from '../../modals/forms/PasswordField';
import { TextField } from '../../modals/forms/TextField';
import { useAuthT } from '../../modals/forms/useAuthT';
import { yupResolver } from '../../modals/forms/yupResolver';
import { amountRule } from './amountRule';
import { amountText, money } from './money';
import { applyCashierError, Card, InfoRows, Money, useCashier, useErrorText } from './parts';
import { useAmountMessages } from './useAmountMessages';
import { Withdrawals } from './Withdrawals';
import { PaymentPasswordForm, PayoutAccounts } from './WithdrawSetup';

/** Limits, daily count, turnover progress and what may be withdrawn now. */
const WithdrawSummary = observer(function WithdrawSummary({ symbol }: { symbol: string }) {
  const { t } = useTranslation('cashier');
  const { withdraw } = useCashier();
  const s = withdraw.settings;
  if (!s) return null;
  const progress = s.turnover.required > 0 ? Math.min(1, s.turnover.achieved / s.turnover.required) : 1;
  return (
    <Card title={t('withdraw.summary')}>
      <div className="cashier-total">
        <span className="cashier-total__label">{t('withdraw.withdrawable')}</span>
        <strong className="cashier-total__value" data-testid="withdrawable">
          <Money amount={s.withdrawable} symbol={symbol} />
        </strong>
      </div>
      <InfoRows
        rows={[
          [t('withdraw.range'), `${money(s.minimumAmount, symbol)} – ${money(s.maximumAmount, symbol)}`],
          [t('withdraw.dailyCount'), t('withdraw.countValue', { used: s.usedToday, total: s.dailyCount })],
          [t('withdraw.held'), <Money key="held" amount={s.heldAmount} symbol={symbol} />],
        ]}
      />
      <div className="cashier-turnover">
        <div className="cashier-turnover__label">
          <span>{t('withdraw.turnover')}</span>
          <span>
            {money(s.turnover.achieved, symbol)} / {money(s.turnover.required, symbol)}
          </span>
        </div>
        <div
          className="cashier-progress"
          role="progressbar"
          aria-label={t('withdraw.turnover')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(progress * 100)}
        >
          <span style={{ width: `${progress * 100}%` }} />
        </div>
        <p className="cashier-note">
          {s.turnover.remaining > 0
            ? t('withdraw.turnoverLeft', { amount: money(s.turnover.remaining, symbol) })
            : t('withdraw.turnoverDone')}
        </p>
      </div>
    </Card>
  );
});

interface WithdrawValues {
  accountId: string;
  amount: string;
  paymentPassword: string;
}

/** The withdrawal request: account, amount and the payment password. */
const WithdrawForm = observer(function WithdrawForm({ symbol }: { symbol: string }) {
  const { t } = useTranslation('cashier');
  const anyT = useAuthT();
  const messages = useAmountMessages();
  const { withdraw } = useCashier();
  const [done, setDone] = useState('');
  const s = withdraw.settings;
  const accounts = withdraw.accounts;
  const max = s ? Math.min(s.maximumAmount, s.withdrawable) : undefined;
  const schema = object({
    accountId: string().required(t('withdraw.pickAccount')),
    amount: amountRule({ min: s?.minimumAmount, max, symbol }, messages),
    paymentPassword: string().required(anyT('field_required')),
  });
  const { register, handleSubmit, setError, reset, formState } = useForm<WithdrawValues>({
    resolver: yupResolver(schema),
    values: { accountId: String(accounts[0]?.id ?? ''), amount: '', paymentPassword: '' },
    resetOptions: { keepDirtyValues: true },
  });
  const { errors, isSubmitting } = formState;
  const blocked = !s?.hasPaymentPassword || accounts.length === 0 || (s && s.usedToday >= s.dailyCount);
  const onSubmit = async (values: WithdrawValues) => {
    setDone('');
    const account = accounts.find((a) => String(a.id) === values.accountId);
    if (!account) return;
    try {
      const result = await withdraw.withdraw({
        payoutAccountId: account.id,
        amount: amountText(values.amount) ?? values.amount,
        paymentPassword: values.paymentPassword,
      });
      setDone(t('withdraw.done', { orderNo: result.orderNo }));
    } catch (error) {
      applyCashierError(error, ['amount', 'paymentPassword'], setError, anyT);
      throw error;
    }
    reset({ accountId: values.accountId, amount: '', paymentPassword: '' });
  };
  return (
    <Card title={t('withdraw.title')}>
      {!s?.hasPaymentPassword && <p className="cashier-note">{t('withdraw.needPassword')}</p>}
      {s?.hasPaymentPassword && accounts.length === 0 && <p className="cashier-note">{t('withdraw.needAccount')}</p>}
      {s && s.usedToday >= s.dailyCount && <p className="cashier-note">{t('withdraw.noCountLeft')}</p>}
      <form className="auth-form" noValidate onSubmit={(e) => void handleSubmit(onSubmit)(e).catch(() => undefined)}>
        <div className="field">
          <label className="field__label" htmlFor="withdraw-account">
            {t('withdraw.account')}
          </label>
          <div className="field__row">
            <select id="withdraw-account" className="field__input" {...register('accountId')}>
              {accounts.map((a) => (
                <option key={a.id} value={String(a.id)}>
                  {a.bankName} {a.accountNumberMasked}
                </option>
              ))}
            </select>
          </div>
          {errors.accountId && <p className="field__error">{errors.accountId.message}</p>}
        </div>
        <TextField
          id="withdraw-amount"
          label={t('amount.label')}
          inputMode="decimal"
          registration={register('amount')}
          error={errors.amount?.message}
        />
        <PasswordField
          id="withdraw-pay-password"
          label={t('payPassword.label')}
          registration={register('paymentPassword')}
          error={errors.paymentPassword?.message}
          autoComplete="current-password"
        />
        <FormError message={errors.root?.message} />
        <div className="cashier-actions">
          <button type="submit" className="btn btn--primary" disabled={isSubmitting || Boolean(blocked)}>
            {t('withdraw.submit')}
          </button>
          <p className="cashier-done" role="status">
            {done}
          </p>
        </div>
      </form>
    </Card>
  );
});

/**
 * withdraw: settings (limits, daily count, turnover, withdrawable), the payment password, payout
 * accounts, the request form, the order list and the receipt confirmation of paid withdrawals.
 */
const Withdraw = observer(function Withdraw() {
  const { withdraw, wallet } = useCashier();
  const errorText = useErrorText();
  const [error, setError] = useState('');
  useEffect(() => {
    withdraw.load().catch((e: unknown) => setError(errorText(e)));
    if (!wallet.balance) void wallet.refresh().catch(() => undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [withdraw, wallet]);
  const symbol = wallet.currencySymbol;
  return (
    <div className="cashier">
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <WithdrawSummary symbol={symbol} />
      {withdraw.settings && <WithdrawForm symbol={symbol} />}
      <Withdrawals symbol={symbol} />
      {withdraw.settings && <PayoutAccounts />}
      {withdraw.settings && <PaymentPasswordForm key={String(withdraw.settings.hasPaymentPassword)} />}
    </div>
  );
});

export default Withdraw;
