// Sets "Admin | {section}" from the matched route and resets focus/scroll on navigation.
import { useEffect } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router-dom';
import { titleOf } from '../config/paths.ts';
import { RouteProgress } from './RouteProgress.tsx';

export interface RouteHandle {
  section: string;
}

export function RootLayout() {
  const matches = useMatches();
  const location = useLocation();
  const section = [...matches].reverse().map((m) => (m.handle as RouteHandle | undefined)?.section).find(Boolean);

  useEffect(() => {
    if (section) document.title = titleOf(section);
  }, [section]);

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
