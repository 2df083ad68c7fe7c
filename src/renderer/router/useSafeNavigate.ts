import { useCallback } from 'react';
import { createPath, useLocation, useNavigate, type To } from 'react-router-dom';

/** navigate() that ignores a request for the location already shown (duplicate navigation). */
export function useSafeNavigate(): (to: To) => void {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (to: To) => {
      const target = typeof to === 'string' ? to : createPath(to);
      if (target === createPath(location)) return;
      void navigate(to);
    },
    [navigate, location],
  );
}
