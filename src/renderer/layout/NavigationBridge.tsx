import { useEffect } from 'react';
import { useStores } from '../stores/StoresContext';
import { useSafeNavigate } from '../router/useSafeNavigate';

/** Lets stores ask for client-side navigation ("go to /" after login) through the UI store. */
export function NavigationBridge() {
  const { ui } = useStores();
  const navigate = useSafeNavigate();
  useEffect(() => {
    ui.setNavigator(navigate);
    return () => ui.setNavigator(null);
  }, [ui, navigate]);
  return null;
}
