import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { AppRouter } from './router/AppRouter';
import type { RootStore } from './stores/RootStore';
import { StoresProvider } from './stores/StoresContext';
import { RootView } from './views/RootView';

/** Providers and the root view; the router mounts only when the status says "normal". */
export function App({ store, i18n }: { store: RootStore; i18n: I18n }) {
  return (
    <I18nextProvider i18n={i18n}>
      <StoresProvider store={store}>
        <RootView app={<AppRouter />} onRetry={() => void store.loadStatus(window.location.host)} />
      </StoresProvider>
    </I18nextProvider>
  );
}
