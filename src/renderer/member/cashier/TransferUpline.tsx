import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { object, string } from 'yup';
import { FormError } from '../../modals/forms/FormError';
import { TextField } from '../../modals/forms/TextField';
import { useAuthT } from '../../modals/forms/useAuthT';
import { yupResolver } from '../../modals/forms/yupResolver';
import { useStores } from '../../stores/StoresContext';
import { amountRule } from './amountRule';
import { amountText, money } from './money';
import { applyCashierError, Card, Money, useCashier } from './parts';
import { useAmountMessages } from './useAmountMessages';

interface MemberTransferValues {
  username: string;
  amount: string;
}

/** One transfer form: to the upline (no username) or to a downline by username. */
const MemberTransferForm = observer(function MemberTransferForm({ kind }: { kind: 'upline' | 'downline' }) {
  const { t } = useTranslation('cashier');
  const anyT = useAuthT();
  const messages = useAmountMessages();
  const { wallet } = useCashier();
  const [done, setDone] = useState('');
  const schema = object({
    username: kind === 'downline' ? string().trim().required(t('member.usernameRequired')) : string(),
    amount: amountRule({ max: wallet.mainBalance, symbol: wallet.currencySymbol }, messages),
  });
  const { register, handleSubmit, setError, reset, formState } = useForm<MemberTransferValues>({
    resolver: yupResolver(schema),
    defaultValues: { username: '', amount: '' },
  });
  const { errors, isSubmitting } = formState;
  const onSubmit = async (values: MemberTransferValues) => {
    setDone('');
    const amount = amountText(values.amount) ?? values.amount;
    try {
      const result = await wallet.transferToMember(
        kind === 'upline' ? { kind } : { kind, username: values.username },
        amount,
      );
      setDone(t('member.done', { amount: money(result.amount, wallet.currencySymbol), username: result.toUsername }));
    } catch (error) {
      applyCashierError(error, ['amount', 'username'], setError, anyT);
      throw error;
    }
    reset({ username: '', amount: '' });
  };
  const id = `member-transfer-${kind}`;
  return (
    <form className="auth-form" noValidate onSubmit={(e) => void handleSubmit(onSubmit)(e).catch(() => undefined)}>
      {kind === 'downline' && (
        <TextField
          id={`${id}-username`}
          label={t('member.username')}
          registration={register('username')}
          error={errors.username?.message}
        />
      )}
      <TextField
        id={`${id}-amount`}
        label={t('amount.label')}
        inputMode="decimal"
        registration={register('amount')}
        error={errors.amount?.message}
      />
      <FormError message={errors.root?.message} />
      <div className="cashier-actions">
        <button type="submit" className="btn btn--primary" disabled={isSubmitting}>
          {t(kind === 'upline' ? 'member.submitUpline' : 'member.submitDownline')}
        </button>
        <p className="cashier-done" role="status">
          {done}
        </p>
      </div>
    </form>
  );
});

/** transferUpline: money to the upline agent; agents also transfer to a downline by username. */
const TransferUpline = observer(function TransferUpline() {
  const { t } = useTranslation('cashier');
  const { session } = useStores();
  const { wallet } = useCashier();
  useEffect(() => void wallet.refresh().catch(() => undefined), [wallet]);
  const hasUpline = session.memberInfo?.toUpline ?? false;
  return (
    <div className="cashier">
      <Card title={t('member.uplineTitle')}>
        <p className="cashier-note">
          {t('member.available')} <Money amount={wallet.mainBalance} symbol={wallet.currencySymbol} />
        </p>
        {hasUpline ? <MemberTransferForm kind="upline" /> : <p className="cashier-note">{t('member.noUpline')}</p>}
      </Card>
      {session.canOpenAgentCentre && (
        <Card title={t('member.downlineTitle')}>
          <p className="cashier-note">{t('member.downlineText')}</p>
          <MemberTransferForm kind="downline" />
        </Card>
      )}
    </div>
  );
});

export default TransferUpline;
