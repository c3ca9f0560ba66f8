// The route tree: guest-only login pages in the bare layout, everything else behind the guard in the
// admin layout. Paths and titles come from config/paths.ts.
import type { ComponentType } from 'react';
import { Navigate, createBrowserRouter, type RouteObject } from 'react-router-dom';
import { PlaceholderScreen } from '../components/Placeholder.tsx';
import { ADMIN_BASE, paths, titleOf, type RouteName } from '../config/paths.ts';
import { ForgetScreen, UpdateScreen, VerifyScreen } from '../features/auth/StaticAuthScreens.tsx';
import { LoginScreen } from '../features/auth/LoginScreen.tsx';
import { DashboardScreen } from '../features/dashboard/DashboardScreen.tsx';
import { AdminLayout } from './AdminLayout.tsx';
import { BareLayout } from './BareLayout.tsx';
import { GuestOnly, RequireAuth } from './guards.tsx';
import { RootLayout } from './RootLayout.tsx';

interface RouteHandle {
  section: string;
}

/** A route of the central list; `screen` is an element, or a loader of a screen kept in its own chunk. */
function route(name: RouteName, screen: React.ReactNode | (() => Promise<ComponentType>)): RouteObject {
  const { path, section } = paths[name];
  const handle: RouteHandle = { section };
  const where = path === '/' ? { index: true as const } : { path: path.slice(1) };
  if (typeof screen === 'function') return { ...where, handle, lazy: async () => ({ Component: await screen() }) };
  return { ...where, handle, element: screen };
}

/** Screens that parts 2 and 3 fill in. */
const LATER: RouteName[] = [
  'news', 'newsDetail', 'projectManage', 'projectDetail', 'contactEdit', 'homeEdit', 'showProjects',
  'ongoingBanner', 'ourProjectsBanner', 'aboutPage', 'servicesEdit', 'newsBanner',
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        element: <GuestOnly />,
        children: [
          {
            element: <BareLayout />,
            children: [
              route('login', <LoginScreen />),
              route('forget', <ForgetScreen />),
              route('verify', <VerifyScreen />),
              route('update', <UpdateScreen />),
            ],
          },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          {
            element: <AdminLayout />,
            children: [
              route('dashboard', <DashboardScreen />),
              route('pages', () => import('../features/pages/PagesScreen.tsx').then((m) => m.PagesScreen)),
              route('email', () => import('../features/email/EmailScreen.tsx').then((m) => m.EmailScreen)),
              route('menu', () => import('../features/menu/MenuScreen.tsx').then((m) => m.MenuScreen)),
              route('settings', () => import('../features/settings/SettingsScreen.tsx').then((m) => m.SettingsScreen)),
              route('users', () => import('../features/users/UsersScreen.tsx').then((m) => m.UsersScreen)),
              ...LATER.map((name) => route(name, <PlaceholderScreen title={paths[name].section} />)),
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to={paths.dashboard.path} replace /> },
    ],
  },
];

/** The section of the deepest matched route that names one. */
const sectionOf = (matches: { route: { handle?: unknown } }[]) =>
  [...matches].reverse().map((m) => (m.route.handle as RouteHandle | undefined)?.section).find(Boolean);

export function createAdminRouter() {
  const router = createBrowserRouter(routes, { basename: ADMIN_BASE });
  // "Admin | {section}", set by the router's own state change, in the same task as the address
  // change: nothing (a screen reader, a test) sees the new address with the old title
  const setTitle = (matches: typeof router.state.matches) => {
    const section = sectionOf(matches);
    if (section) document.title = titleOf(section);
  };
  setTitle(router.state.matches);
  router.subscribe((state) => setTitle(state.matches));
  return router;
}
