import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { object } from 'yup';
import type { DepositLimit } from '../../api/cashierTypes';
import { FormError } from '../../modals/forms/FormError';
import { TextField } from '../../modals/forms/TextField';
import { useAuthT } from '../../modals/forms/useAuthT';
import { yupResolver } from '../../modals/forms/yupResolver';
import { amountRule } from './amountRule';
import { amountText } from './money';
import { applyCashierError, Card, dateTime, Money, useCashier, useErrorText } from './parts';
import { useAmountMessages } from './useAmountMessages';

/** One period's limit: current amount and use, a pending change with its time, and the form. */
const LimitRow = observer(function LimitRow({ limit, symbol }: { limit: DepositLimit; symbol: string }) {
  const { t } = useTranslation('cashier');
  const anyT = useAuthT();
  const messages = useAmountMessages();
  const errorText = useErrorText();
  const { deposit } = useCashier();
  const [note, setNote] = useState('');
  const schema = object({ amount: amountRule({ symbol }, messages) });
  const { register, handleSubmit, setError, reset, formState } = useForm<{ amount: string }>({
    resolver: yupResolver(schema),
    defaultValues: { amount: '' },
  });
  const { errors, isSubmitting } = formState;
  const id = `limit-${limit.period}`;
  const onSubmit = async ({ amount }: { amount: string }) => {
    setNote('');
    try {
      await deposit.setLimit(limit.period, amountText(amount) ?? amount);
    } catch (error) {
      applyCashierError(error, ['amount'], setError, anyT);
      throw error;
    }
    reset({ amount: '' });
  };
  const act = (action: () => Promise<void>) => {
    setNote('');
    action().catch((e: unknown) => setNote(errorText(e)));
  };
  const pending = limit.pending;
  return (
    <li className="cashier-limit">
      <div className="cashier-limit__head">
        <strong>{t(`limits.${limit.period}`)}</strong>
        <span data-testid={`${id}-current`}>
          {limit.amount === null ? t('limits.none') : <Money amount={limit.amount} symbol={symbol} />}
        </span>
      </div>
      <p className="cashier-note">
        {t('limits.used')} <Money amount={limit.used} symbol={symbol} />
      </p>
      {pending && (
        <div className="cashier-limit__pending" role="status">
          <span>
            {t('limits.pendingTo')}{' '}
            {pending.amount === null ? t('limits.none') : <Money amount={pending.amount} symbol={symbol} />}
            {' · '}
            {t('limits.effective', { time: dateTime(pending.effectiveAt) })}
          </span>
          {pending.confirmable && (
            <button
              type="button"
              className="btn btn--primary cashier-small"
              onClick={() => act(() => deposit.confirmLimit(limit.period))}
            >
              {t('limits.confirm')}
            </button>
          )}
        </div>
      )}
      <form
        className="cashier-limit__form"
        noValidate
        onSubmit={(e) => void handleSubmit(onSubmit)(e).catch(() => undefined)}
      >
        <TextField
          id={id}
          label={t('limits.newLimit')}
          inputMode="decimal"
          registration={register('amount')}
          error={errors.amount?.message}
        />
        <div className="cashier-actions">
          <button type="submit" className="btn btn--primary cashier-small" disabled={isSubmitting}>
            {t('limits.set')}
          </button>
          {limit.amount !== null && (
            <button
              type="button"
              className="btn btn--ghost cashier-small"
              onClick={() => act(() => deposit.setLimit(limit.period, null))}
            >
              {t('limits.remove')}
            </button>
          )}
        </div>
        <FormError message={errors.root?.message || note} />
      </form>
    </li>
  );
});

/** The player's own deposit limits for a day, a week and a month (player protection). */
export const DepositLimits = observer(function DepositLimits({ symbol }: { symbol: string }) {
  const { t } = useTranslation('cashier');
  const { deposit } = useCashier();
  const limits = deposit.limits?.limits ?? [];
  if (limits.length === 0) return null;
  return (
    <Card title={t('limits.title')}>
      <p className="cashier-note">{t('limits.text')}</p>
      <ul className="cashier-limits">
        {limits.map((limit) => (
          <LimitRow key={limit.period} limit={limit} symbol={symbol} />
        ))}
      </ul>
    </Card>
  );
});
