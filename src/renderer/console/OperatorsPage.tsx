import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { OPERATOR_ROLE_NAMES } from './roles';
import type { OperatorMe, OperatorRole } from '../../shared/api/admin';
import { api } from './api';
import { useErrorText } from './errors';
import { Notice, type NoticeState } from './queue/kit';

/** The admin's page: create operator accounts (a cashier for the queue, for example). */
export function OperatorsPage() {
  const { t } = useTranslation('console');
  const errorText = useErrorText();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [role, setRole] = useState<OperatorRole>('cashier');
  const [notice, setNotice] = useState<NoticeState>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const created = await api<OperatorMe>('POST', '/admin/api/operators', {
        username: username.trim(),
        password,
        role,
      });
      setNotice({
        kind: 'ok',
        text: t('done.operatorCreated', { username: created.username, role: t(`roles.${created.role}`) }),
      });
      setUsername('');
      setPassword('');
    } catch (error) {
      setNotice({ kind: 'error', text: errorText(error) });
    }
  };

  return (
    <section className="card">
      <h1>{t('operators.heading')}</h1>
      <h2>{t('operators.create')}</h2>
      <Notice notice={notice} />
      <form className="form-grid" onSubmit={(event) => void submit(event)}>
        <label className="field">
          <span>{t('operators.username')}</span>
          <input name="operator-username" value={username} onChange={(e) => setUsername(e.target.value)} required />
        </label>
        <label className="field">
          <span>{t('operators.password')}</span>
          <input
            name="operator-password"
            type="password"
            autoComplete="new-password"
            minLength={8}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            required
          />
        </label>
        <label className="field">
          <span>{t('operators.role')}</span>
          <select value={role} onChange={(e) => setRole(e.target.value as OperatorRole)}>
            {OPERATOR_ROLE_NAMES.map((name) => (
              <option key={name} value={name}>
                {t(`roles.${name}`)}
              </option>
            ))}
          </select>
        </label>
        <button className="button button--primary" type="submit">
          {t('operators.submit')}
        </button>
      </form>
    </section>
  );
}
