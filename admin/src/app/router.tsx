// The route tree: guest-only login pages in the bare layout, everything else behind the guard in the
// admin layout. Paths and titles come from config/paths.ts.
import { Navigate, createBrowserRouter, type RouteObject } from 'react-router-dom';
import { PlaceholderScreen } from '../components/Placeholder.tsx';
import { ADMIN_BASE, paths, type RouteName } from '../config/paths.ts';
import { ForgetScreen, UpdateScreen, VerifyScreen } from '../features/auth/StaticAuthScreens.tsx';
import { LoginScreen } from '../features/auth/LoginScreen.tsx';
import { DashboardScreen } from '../features/dashboard/DashboardScreen.tsx';
import { EmailScreen } from '../features/email/EmailScreen.tsx';
import { MenuScreen } from '../features/menu/MenuScreen.tsx';
import { PagesScreen } from '../features/pages/PagesScreen.tsx';
import { SettingsScreen } from '../features/settings/SettingsScreen.tsx';
import { UsersScreen } from '../features/users/UsersScreen.tsx';
import { AdminLayout } from './AdminLayout.tsx';
import { BareLayout } from './BareLayout.tsx';
import { GuestOnly, RequireAuth } from './guards.tsx';
import { RootLayout, type RouteHandle } from './RootLayout.tsx';

function route(name: RouteName, element: React.ReactNode): RouteObject {
  const { path, section } = paths[name];
  const handle: RouteHandle = { section };
  return path === '/' ? { index: true, element, handle } : { path: path.slice(1), element, handle };
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
              route('pages', <PagesScreen />),
              route('email', <EmailScreen />),
              route('menu', <MenuScreen />),
              route('settings', <SettingsScreen />),
              route('users', <UsersScreen />),
              ...LATER.map((name) => route(name, <PlaceholderScreen title={paths[name].section} />)),
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to={paths.dashboard.path} replace /> },
    ],
  },
];

export function createAdminRouter() {
  return createBrowserRouter(routes, { basename: ADMIN_BASE });
}
