import { useState, type ReactNode } from 'react';
import { useStores } from '../stores/StoresContext';
import { ContactPanel } from './ContactPanel';

/**
 * What the customer-service buttons (side bar, maintenance and region pages) do: open the
 * brand's chat window when it has one (the VIP channel for members ranked above 4), otherwise
 * the contact panel with its e-mail, phone and messenger channels. Never a page or anchor that
 * does not exist.
 */
export function useCustomerService(): { open: () => void; panel: ReactNode } {
  const { siteConfig, session } = useStores();
  const [shown, setShown] = useState(false);
  const open = () =>
    void siteConfig.openCustomerService(session.serviceChannel).then((opened) => {
      if (!opened) setShown(true);
    });
  return { open, panel: shown ? <ContactPanel onClose={() => setShown(false)} /> : null };
}
