import { observer } from 'mobx-react-lite';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { object, string } from 'yup';
import { Modal } from '../components/Modal';
import { useStores } from '../stores/StoresContext';
import { applyApiError } from './forms/apiErrors';
import { FormError } from './forms/FormError';
import { PasswordField } from './forms/PasswordField';
import { textRule } from './forms/registerSchema';
import { useAuthT } from './forms/useAuthT';
import { yupResolver } from './forms/yupResolver';

interface ChangeValues {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}

/**
 * Change password: the old one (unless a forced change just typed it), the new one by the brand's
 * password rule, and its confirmation. Closing a forced change ends the session.
 */
export const ChangePasswordModal = observer(function ChangePasswordModal() {
  const { t } = useTranslation('auth');
  const { t: tCommon } = useTranslation();
  const anyT = useAuthT();
  const { session, siteConfig, ui } = useStores();
  const forced = ui.modalParams.forced === '1';
  const askOld = !session.oldPasswordKnown;
  const schema = object({
    oldPassword: askOld ? string().required(t('field_required')) : string(),
    newPassword: textRule('newPassword', true, siteConfig.registerSettings.password ?? null, anyT),
    confirmNewPassword: string()
      .required(t('field_required'))
      .test('match', t('inconsistent_twice'), function match(v) {
        return v === (this.parent as ChangeValues).newPassword;
      }),
  });
  const { register, handleSubmit, setError, formState } = useForm<ChangeValues>({
    resolver: yupResolver(schema),
    defaultValues: { oldPassword: '', newPassword: '', confirmNewPassword: '' },
  });
  const { errors, isSubmitting } = formState;
  const onSubmit = async (values: ChangeValues) => {
    try {
      await session.changePassword(values);
    } catch (error) {
      applyApiError(error, ['oldPassword', 'newPassword', 'confirmNewPassword'], setError, anyT);
    }
  };
  const close = () => (forced ? void session.cancelForcedChange() : ui.closeModal());
  return (
    <Modal title={forced ? t('in_change_expired') : tCommon('routes.changePassword')} onClose={close}>
      <p className="muted">{t('in_changing_security')}</p>
      <form className="auth-form" noValidate onSubmit={(e) => void handleSubmit(onSubmit)(e)}>
        {askOld && (
          <PasswordField
            id="change-old"
            label={t('in_please_password')}
            registration={register('oldPassword')}
            error={errors.oldPassword?.message}
            autoComplete="current-password"
          />
        )}
        <PasswordField
          id="change-new"
          label={t('new_password')}
          registration={register('newPassword')}
          error={errors.newPassword?.message}
          autoComplete="new-password"
        />
        <PasswordField
          id="change-confirm"
          label={t('in_increase_verifyPwd')}
          registration={register('confirmNewPassword')}
          error={errors.confirmNewPassword?.message}
          autoComplete="new-password"
        />
        <FormError message={errors.root?.message} />
        <button type="submit" className="btn btn--primary btn--block" disabled={isSubmitting}>
          {t('in_increase_submit_form')}
        </button>
      </form>
    </Modal>
  );
});
