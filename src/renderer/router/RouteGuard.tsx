import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useStores } from '../stores/StoresContext';
import { guardRedirect } from './guard';

/** Applies the loginedToHomePage rule before any page renders. */
export const RouteGuard = observer(function RouteGuard({ children }: { children: ReactNode }) {
  const { session, siteConfig } = useStores();
  const { pathname } = useLocation();
  const target = guardRedirect({
    pathname,
    loginedToHomePage: siteConfig.loginedToHomePage,
    hasToken: session.isLogin,
  });
  // While a remembered session resumes, the visitor may turn out to be logged in: wait.
  if (target && session.restoring) return null;
  if (target && target !== pathname) return <Navigate to={target} replace />;
  return children;
});
