import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useStores } from '../stores/StoresContext';
import { MaintenancePage } from './MaintenancePage';
import { NetworkErrorPage } from './NetworkErrorPage';
import { RegionBlockPage } from './RegionBlockPage';

/**
 * Chooses what the whole window shows from the status call: the app, the maintenance page or
 * the region-block page; a failed status call offers a retry.
 */
export const RootView = observer(function RootView({ app, onRetry }: { app: ReactNode; onRetry: () => void }) {
  const { siteConfig } = useStores();
  if (siteConfig.loadState === 'error' || (siteConfig.loadState === 'loading' && !siteConfig.status)) {
    return <NetworkErrorPage onRetry={onRetry} busy={siteConfig.loadState === 'loading'} />;
  }
  switch (siteConfig.rootView) {
    case 'maintenance':
      return <MaintenancePage />;
    case 'region':
      return <RegionBlockPage />;
    case 'app':
      return app;
    default:
      return null;
  }
});
