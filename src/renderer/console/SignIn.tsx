import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { signIn, tokenStore } from './api';
import { useErrorText } from './errors';
import { LanguagePicker, ThemeToggle } from './Preferences';

/** The console's own sign-in (POST /admin/api/session); the token goes to sessionStorage. */
export function SignIn({ onSignedIn }: { onSignedIn: () => Promise<void> }) {
  const { t } = useTranslation('console');
  const errorText = useErrorText();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const session = await signIn(username.trim(), password);
      tokenStore.set(session.token);
      await onSignedIn();
    } catch (failure) {
      tokenStore.clear();
      setError(errorText(failure));
      setBusy(false);
    }
  };

  return (
    <main className="signin">
      <div className="signin__prefs">
        <LanguagePicker />
        <ThemeToggle />
      </div>
      <form className="card signin__card" onSubmit={(event) => void submit(event)} aria-labelledby="signin-title">
        <p className="signin__product">{t('title')}</p>
        <h1 id="signin-title">{t('signIn.heading')}</h1>
        <p className="muted">{t('signIn.intro')}</p>
        <label className="field">
          <span>{t('signIn.username')}</span>
          <input
            name="username"
            autoComplete="username"
            value={username}
            onChange={(e) => setUsername(e.target.value)}
            required
            autoFocus
          />
        </label>
        <label className="field">
          <span>{t('signIn.password')}</span>
          <input
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            required
          />
        </label>
        {error && (
          <p className="notice notice--error" role="alert">
            {error}
          </p>
        )}
        <button className="button button--primary" type="submit" disabled={busy}>
          {busy ? t('signIn.busy') : t('signIn.submit')}
        </button>
      </form>
    </main>
  );
}
