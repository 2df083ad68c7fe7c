import { BrowserRouter, useRoutes } from 'react-router-dom';
import { buildRoutes } from './routes';

const ROUTE_OBJECTS = buildRoutes();

/** Renders the page for the current URL. */
export function AppRoutes() {
  return useRoutes(ROUTE_OBJECTS);
}

/** The app's history-mode router (declarative mode keeps the entry chunk small). */
export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
