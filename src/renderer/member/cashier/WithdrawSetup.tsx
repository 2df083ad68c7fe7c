import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { object, ref, string } from 'yup';
import { FormError } from '../../modals/forms/FormError';
import { PasswordField } from '../../modals/forms/PasswordField';
import { TextField } from '../../modals/forms/TextField';
import { useAuthT } from '../../modals/forms/useAuthT';
import { yupResolver } from '../../modals/forms/yupResolver';
import { holderNameOf } from '../../stores/WithdrawStore';
import { applyCashierError, Card, useCashier, useErrorText } from './parts';

/** A payment password: 6 digits (the platform's withdrawal PIN). */
export const PAYMENT_PASSWORD = /^\d{6}$/;

interface PasswordValues {
  current: string;
  next: string;
  confirm: string;
}

/** Set the payment password (the login password proves the owner) or change it (the old one does). */
export const PaymentPasswordForm = observer(function PaymentPasswordForm() {
  const { t } = useTranslation('cashier');
  const anyT = useAuthT();
  const { withdraw } = useCashier();
  const [done, setDone] = useState('');
  const first = !withdraw.settings?.hasPaymentPassword;
  const schema = object({
    current: string().required(anyT('field_required')),
    next: string().required(anyT('field_required')).matches(PAYMENT_PASSWORD, t('payPassword.rule')),
    confirm: string()
      .required(anyT('field_required'))
      .oneOf([ref('next')], anyT('inconsistent_twice')),
  });
  const { register, handleSubmit, setError, reset, formState } = useForm<PasswordValues>({
    resolver: yupResolver(schema),
    defaultValues: { current: '', next: '', confirm: '' },
  });
  const { errors, isSubmitting } = formState;
  const onSubmit = async (values: PasswordValues) => {
    setDone('');
    try {
      await withdraw.setPaymentPassword({ current: values.current, next: values.next });
    } catch (error) {
      applyCashierError(error, ['current', 'next'], setError, anyT);
      throw error;
    }
    reset({ current: '', next: '', confirm: '' });
    setDone(t('payPassword.saved'));
  };
  return (
    <Card title={t(first ? 'payPassword.setTitle' : 'payPassword.changeTitle')}>
      <p className="cashier-note">{t(first ? 'payPassword.setText' : 'payPassword.changeText')}</p>
      <form className="auth-form" noValidate onSubmit={(e) => void handleSubmit(onSubmit)(e).catch(() => undefined)}>
        <PasswordField
          id="pay-password-current"
          label={t(first ? 'payPassword.loginPassword' : 'payPassword.oldPassword')}
          registration={register('current')}
          error={errors.current?.message}
          autoComplete="current-password"
        />
        <PasswordField
          id="pay-password-new"
          label={t('payPassword.newPassword')}
          registration={register('next')}
          error={errors.next?.message}
          autoComplete="new-password"
        />
        <PasswordField
          id="pay-password-confirm"
          label={t('payPassword.confirmPassword')}
          registration={register('confirm')}
          error={errors.confirm?.message}
          autoComplete="new-password"
        />
        <FormError message={errors.root?.message} />
        <div className="cashier-actions">
          <button type="submit" className="btn btn--primary" disabled={isSubmitting}>
            {t('payPassword.save')}
          </button>
          <p className="cashier-done" role="status">
            {done}
          </p>
        </div>
      </form>
    </Card>
  );
});

interface AccountValues {
  type: 'bank' | 'ewallet';
  bankName: string;
  holderName: string;
  accountNumber: string;
  paymentPassword: string;
}

/** A bank code from the bank's name when the player types it ("BDO Unibank" -> "BDO_UNIBANK"). */
export function bankCodeOf(bankName: string): string {
  return bankName
    .trim()
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '_')
    .replace(/^_|_$/g, '')
    .slice(0, 32);
}

/** The payout accounts: the list with remove, and the add form with the holder-name rule. */
export const PayoutAccounts = observer(function PayoutAccounts() {
  const { t } = useTranslation('cashier');
  const anyT = useAuthT();
  const errorText = useErrorText();
  const { withdraw } = useCashier();
  const [listError, setListError] = useState('');
  const payee = withdraw.settings?.payeeName ?? null;
  const schema = object({
    type: string().oneOf(['bank', 'ewallet']).required(),
    bankName: string().trim().required(anyT('field_required')).max(64),
    holderName: string()
      .trim()
      .required(anyT('field_required'))
      .max(64)
      .test(
        'payee',
        t('accounts.holderMismatch'),
        (value) => !payee || holderNameOf(value ?? '') === holderNameOf(payee),
      ),
    accountNumber: string()
      .trim()
      .required(anyT('field_required'))
      .matches(/^[0-9 -]{6,32}$/, t('accounts.numberRule')),
    paymentPassword: string().required(anyT('field_required')),
  });
  const { register, handleSubmit, setError, reset, formState } = useForm<AccountValues>({
    resolver: yupResolver(schema),
    defaultValues: { type: 'bank', bankName: '', holderName: payee ?? '', accountNumber: '', paymentPassword: '' },
  });
  const { errors, isSubmitting } = formState;
  const onSubmit = async (values: AccountValues) => {
    try {
      await withdraw.addAccount({ ...values, bankCode: bankCodeOf(values.bankName) });
    } catch (error) {
      applyCashierError(error, ['bankName', 'holderName', 'accountNumber', 'paymentPassword'], setError, anyT);
      throw error;
    }
    reset({ type: values.type, bankName: '', holderName: payee ?? '', accountNumber: '', paymentPassword: '' });
  };
  const remove = (id: number) => {
    setListError('');
    withdraw.removeAccount(id).catch((e: unknown) => setListError(errorText(e)));
  };
  return (
    <Card title={t('accounts.title')}>
      {withdraw.accounts.length === 0 ? (
        <p className="cashier-empty">{t('accounts.none')}</p>
      ) : (
        <ul className="cashier-accounts">
          {withdraw.accounts.map((account) => (
            <li key={account.id} className="cashier-accounts__item">
              <span>
                <strong>{account.bankName}</strong> · {t(`accounts.types.${account.type}`)}
                <br />
                <span className="cashier-table__mono">{account.accountNumberMasked}</span> · {account.holderName}
              </span>
              <button type="button" className="btn btn--ghost cashier-small" onClick={() => remove(account.id)}>
                {t('accounts.remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
      {listError && (
        <p className="form-error" role="alert">
          {listError}
        </p>
      )}
      <h5 className="cashier-subtitle">{t('accounts.add')}</h5>
      <p className="cashier-note">{t('accounts.holderRule', { name: payee ?? t('accounts.verifiedName') })}</p>
      <form className="auth-form" noValidate onSubmit={(e) => void handleSubmit(onSubmit)(e).catch(() => undefined)}>
        <div className="field">
          <label className="field__label" htmlFor="account-type">
            {t('accounts.type')}
          </label>
          <div className="field__row">
            <select id="account-type" className="field__input" {...register('type')}>
              <option value="bank">{t('accounts.types.bank')}</option>
              <option value="ewallet">{t('accounts.types.ewallet')}</option>
            </select>
          </div>
        </div>
        <TextField
          id="account-bank"
          label={t('accounts.bankName')}
          registration={register('bankName')}
          error={errors.bankName?.message}
        />
        <TextField
          id="account-holder"
          label={t('accounts.holderName')}
          registration={register('holderName')}
          error={errors.holderName?.message}
          autoComplete="name"
        />
        <TextField
          id="account-number"
          label={t('accounts.number')}
          inputMode="numeric"
          registration={register('accountNumber')}
          error={errors.accountNumber?.message}
        />
        <PasswordField
          id="account-pay-password"
          label={t('payPassword.label')}
          registration={register('paymentPassword')}
          error={errors.paymentPassword?.message}
          autoComplete="current-password"
        />
        <FormError message={errors.root?.message} />
        <div className="cashier-actions">
          <button
            type="submit"
            className="btn btn--primary"
            disabled={isSubmitting || !withdraw.settings?.hasPaymentPassword}
          >
            {t('accounts.addButton')}
          </button>
          {!withdraw.settings?.hasPaymentPassword && <p className="cashier-note">{t('accounts.needPassword')}</p>}
        </div>
      </form>
    </Card>
  );
});
