// Around every screen: the loading bar, and the scroll back to the top on navigation. (The document
// title follows the route in router.tsx.)
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { RouteProgress } from './RouteProgress.tsx';

export function RootLayout() {
  const location = useLocation();

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location.pathname]);

  return (
    <>
      <RouteProgress />
      <Outlet />
    </>
  );
}
