import { useTranslation } from 'react-i18next';

/** "Saved." after a successful change, announced politely to screen readers. */
export function SavedNote({ shown }: { shown: boolean }) {
  const { t } = useTranslation('member');
  return (
    <p className="security__saved" role="status">
      {shown ? t('security.saved') : ''}
    </p>
  );
}
