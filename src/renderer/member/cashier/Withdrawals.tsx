import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { mixed, object, string } from 'yup';
import type { ReceiptOutcome, WithdrawalView } from '../../api/cashierTypes';
import { FormError } from '../../modals/forms/FormError';
import { TextField } from '../../modals/forms/TextField';
import { useAuthT } from '../../modals/forms/useAuthT';
import { yupResolver } from '../../modals/forms/yupResolver';
import { Pager } from '../../games/Pager';
import { awaitsReceipt, WITHDRAWALS_PAGE_SIZE } from '../../stores/WithdrawStore';
import { uploadProblem } from '../../stores/uploadCheck';
import { UPLOAD_MIME_TYPES } from '../../../shared/upload-rules';
import { amountRule } from './amountRule';
import { amountText } from './money';
import { applyCashierError, Card, dateTime, Money, StatusPill, useCashier, useErrorText } from './parts';
import { useAmountMessages } from './useAmountMessages';
import { errorCodeToKey } from '../../api';

const STATUS_TONE = { requested: 'wait', approved: 'wait', paid: 'ok', rejected: 'bad' } as const;

interface ReceiptValues {
  outcome: ReceiptOutcome;
  receivedAmount: string;
  proof: FileList | null;
}

/** Received fully, partly (with the amount) or not at all (with a proof image). */
const ReceiptForm = observer(function ReceiptForm({
  withdrawal,
  symbol,
  onDone,
}: {
  withdrawal: WithdrawalView;
  symbol: string;
  onDone: () => void;
}) {
  const { t } = useTranslation('cashier');
  const anyT = useAuthT();
  const messages = useAmountMessages();
  const { withdraw } = useCashier();
  const schema = object({
    outcome: string().oneOf(['received', 'partial', 'not_received']).required(),
    receivedAmount: string().when('outcome', ([outcome]: string[]) =>
      outcome === 'partial' ? amountRule({ max: withdrawal.amount - 0.01, symbol }, messages) : string().notRequired(),
    ),
    proof: mixed<FileList>()
      .nullable()
      .test('proof', t('receipt.proofRequired'), function check(value) {
        if ((this.parent as Partial<ReceiptValues>).outcome !== 'not_received') return true;
        return Boolean(value && value.length > 0);
      })
      .test('proofFile', '', function check(value) {
        const file = value?.[0];
        const problem = file ? uploadProblem(file) : null;
        return problem ? this.createError({ message: anyT(`errors.${errorCodeToKey(problem)}`) }) : true;
      }),
  });
  const { register, handleSubmit, setError, watch, formState } = useForm<ReceiptValues>({
    resolver: yupResolver(schema),
    defaultValues: { outcome: 'received', receivedAmount: '', proof: null },
  });
  const { errors, isSubmitting } = formState;
  const outcome = watch('outcome');
  const onSubmit = async (values: ReceiptValues) => {
    const proof = values.proof?.[0];
    try {
      await withdraw.confirmReceipt(withdrawal.orderNo, {
        outcome: values.outcome,
        ...(values.outcome === 'partial' ? { receivedAmount: amountText(values.receivedAmount) ?? '' } : {}),
        ...(values.outcome === 'not_received' && proof ? { proof } : {}),
      });
    } catch (error) {
      applyCashierError(error, ['receivedAmount'], setError, anyT);
      throw error;
    }
    onDone();
  };
  const due = withdrawal.receipt?.dueAt;
  return (
    <form
      className="auth-form cashier-receipt"
      noValidate
      onSubmit={(e) => void handleSubmit(onSubmit)(e).catch(() => undefined)}
    >
      {due && <p className="cashier-note">{t('receipt.autoAt', { time: dateTime(due) })}</p>}
      <fieldset className="cashier-choices">
        <legend>{t('receipt.question', { orderNo: withdrawal.orderNo })}</legend>
        {(['received', 'partial', 'not_received'] as const).map((value) => (
          <label key={value} className="cashier-choice">
            <input type="radio" value={value} {...register('outcome')} />
            <span>{t(`receipt.outcomes.${value}`)}</span>
          </label>
        ))}
      </fieldset>
      {outcome === 'partial' && (
        <TextField
          id={`receipt-amount-${withdrawal.orderNo}`}
          label={t('receipt.receivedAmount')}
          inputMode="decimal"
          registration={register('receivedAmount')}
          error={errors.receivedAmount?.message}
        />
      )}
      {outcome === 'not_received' && (
        <div className={`field${errors.proof ? ' field--invalid' : ''}`}>
          <label className="field__label" htmlFor={`receipt-proof-${withdrawal.orderNo}`}>
            {t('receipt.proof')}
          </label>
          <input
            id={`receipt-proof-${withdrawal.orderNo}`}
            type="file"
            className="cashier-file"
            accept={UPLOAD_MIME_TYPES.join(',')}
            {...register('proof')}
          />
          <p className="cashier-note">{t('deposit.slipRules')}</p>
          {errors.proof && (
            <p className="field__error" role="alert">
              {errors.proof.message}
            </p>
          )}
        </div>
      )}
      <FormError message={errors.root?.message} />
      <div className="cashier-actions">
        <button type="submit" className="btn btn--primary" disabled={isSubmitting}>
          {t('receipt.submit')}
        </button>
      </div>
    </form>
  );
});

/** The player's withdrawals with their status and, for paid ones, the receipt. */
export const Withdrawals = observer(function Withdrawals({ symbol }: { symbol: string }) {
  const { t } = useTranslation('cashier');
  const { withdraw } = useCashier();
  const errorText = useErrorText();
  const [openReceipt, setOpenReceipt] = useState<string | null>(null);
  const [error, setError] = useState('');
  const page = withdraw.withdrawals;
  const list = page?.list ?? [];
  const pages = page ? Math.max(1, Math.ceil(page.total / WITHDRAWALS_PAGE_SIZE)) : 1;
  return (
    <Card title={t('withdraw.orders')}>
      {list.length === 0 && <p className="cashier-empty">{t('withdraw.noOrders')}</p>}
      <ul className="cashier-orders">
        {list.map((w) => (
          <li key={w.orderNo} className="cashier-order" data-testid={`withdrawal-${w.orderNo}`}>
            <div className="cashier-order__head">
              <span className="cashier-table__mono">{w.orderNo}</span>
              <StatusPill tone={STATUS_TONE[w.status]}>{t(`withdraw.statuses.${w.status}`)}</StatusPill>
            </div>
            <div className="cashier-order__body">
              <strong>
                <Money amount={w.amount} symbol={symbol} />
              </strong>
              <span>
                {w.account.bankName} {w.account.accountNumberMasked}
              </span>
              <span className="cashier-note">{dateTime(w.createdAt)}</span>
            </div>
            {w.reason && <p className="cashier-note">{t('withdraw.reason', { reason: w.reason })}</p>}
            {w.receipt && w.receipt.status !== 'awaiting' && (
              <p className="cashier-note">
                {t(`receipt.statuses.${w.receipt.status}`)}
                {w.receipt.receivedAmount !== null && (
                  <>
                    {' · '}
                    <Money amount={w.receipt.receivedAmount} symbol={symbol} />
                  </>
                )}
              </p>
            )}
            {awaitsReceipt(w) &&
              (openReceipt === w.orderNo ? (
                <ReceiptForm withdrawal={w} symbol={symbol} onDone={() => setOpenReceipt(null)} />
              ) : (
                <div className="cashier-actions">
                  <button
                    type="button"
                    className="btn btn--primary cashier-small"
                    onClick={() => setOpenReceipt(w.orderNo)}
                  >
                    {t('receipt.open')}
                  </button>
                  {w.receipt?.dueAt && (
                    <span className="cashier-note">{t('receipt.autoAt', { time: dateTime(w.receipt.dueAt) })}</span>
                  )}
                </div>
              ))}
          </li>
        ))}
      </ul>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {page && (
        <Pager
          page={page.page}
          total={pages}
          onPage={(p) => {
            setError('');
            withdraw.loadWithdrawals(p).catch((e: unknown) => setError(errorText(e)));
          }}
        />
      )}
    </Card>
  );
});
