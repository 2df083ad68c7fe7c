import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { ConsoleApp } from './ConsoleApp';
import { htmlLang } from '../i18n/htmlLang';
import { createConsoleI18n, storedLanguage } from './i18n';
import '../../shared/styles/fonts.css';
import './console.css';

const language = storedLanguage();
document.documentElement.lang = htmlLang(language);
const { i18n, ready } = createConsoleI18n(language);
const root = createRoot(document.getElementById('root') as HTMLElement);

// Render once the strings are there: no untranslated flash.
void ready.finally(() => {
  root.render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <ConsoleApp />
      </I18nextProvider>
    </StrictMode>,
  );
});
