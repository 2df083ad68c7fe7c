import { useCallback, useEffect, useState } from 'react';
import type { BrandSummary, OperatorMe } from '../../shared/api/admin';
import { listBrands, signOut, tokenStore, whenSignedOut, whoAmI } from './api';
import { Shell } from './Shell';
import { SignIn } from './SignIn';

/** Who is signed in and the brands they work on; null while signed out. */
export interface ConsoleSession {
  me: OperatorMe;
  brands: BrandSummary[];
}

/** The console: the sign-in page, or the role-aware shell once the token is known to work. */
export function ConsoleApp() {
  const [session, setSession] = useState<ConsoleSession | null>(null);
  const [booting, setBooting] = useState(() => tokenStore.get() !== null);

  const load = useCallback(
    () => Promise.all([whoAmI(), listBrands()]).then(([me, brands]) => setSession({ me, brands })),
    [],
  );

  useEffect(() => {
    whenSignedOut(() => setSession(null));
    if (!tokenStore.get()) return;
    // A reload keeps the tab's session: check that the stored token still works.
    Promise.all([whoAmI(), listBrands()])
      .then(([me, brands]) => setSession({ me, brands }))
      .catch(() => tokenStore.clear())
      .finally(() => setBooting(false));
  }, []);

  const leave = useCallback(async () => {
    try {
      await signOut();
    } catch {
      // Already expired or unreachable: forgetting the token is what matters.
    }
    tokenStore.clear();
    setSession(null);
  }, []);

  if (booting) return <div className="console-boot" aria-busy="true" />;
  if (!session) return <SignIn onSignedIn={load} />;
  return <Shell session={session} onSignOut={leave} />;
}
