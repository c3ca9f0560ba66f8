// The route tree: guest-only login pages in the bare layout, everything else behind the guard in the
// admin layout. Paths and titles come from config/paths.ts.
import type { ComponentType } from 'react';
import { Navigate, createBrowserRouter, type RouteObject } from 'react-router-dom';
import { ADMIN_BASE, paths, titleOf, type RouteName } from '../config/paths.ts';
import { ForgetScreen, UpdateScreen, VerifyScreen } from '../features/auth/PasswordResetScreens.tsx';
import { LoginScreen } from '../features/auth/LoginScreen.tsx';
import { DashboardScreen } from '../features/dashboard/DashboardScreen.tsx';
import { AdminLayout } from './AdminLayout.tsx';
import { BareLayout } from './BareLayout.tsx';
import { SCREEN_NEEDS } from '../lib/roles.ts';
import { GuestOnly, RequireAuth, RequireRole } from './guards.tsx';
import { RootLayout } from './RootLayout.tsx';
import { StartingUp } from './StartingUp.tsx';

interface RouteHandle {
  section: string;
}

/**
 * A route of the central list; `screen` is an element, or a loader of a screen kept in its own chunk.
 * A screen some roles may not use (lib/roles.ts) sits behind RequireRole, so its URL answers them
 * with a message (and its code is not even loaded).
 */
function route(name: RouteName, screen: React.ReactNode | (() => Promise<ComponentType>)): RouteObject {
  const { path, section } = paths[name];
  const handle: RouteHandle = { section };
  const where = path === '/' ? { index: true as const } : { path: path.slice(1) };
  const own: RouteObject =
    typeof screen === 'function' ? { ...where, handle, lazy: async () => ({ Component: await screen() }) } : { ...where, handle, element: screen };
  const needs = SCREEN_NEEDS[name];
  return needs ? { element: <RequireRole action={needs} />, children: [own] } : own;
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    // drawn while the first screen's code loads: the spinner index.html showed before (without a
    // fallback the router also warns on every start, which cost about 9 ms of the first paint)
    HydrateFallback: StartingUp,
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
              route('news', () => import('../features/news/NewsScreen.tsx').then((m) => m.NewsScreen)),
              route('newsDetail', () => import('../features/news/NewsDetailScreen.tsx').then((m) => m.NewsDetailScreen)),
              route('homeEdit', () => import('../features/home/HomeEditScreen.tsx').then((m) => m.HomeEditScreen)),
              route('aboutPage', () => import('../features/about/AboutScreen.tsx').then((m) => m.AboutScreen)),
              route('servicesEdit', () => import('../features/services/ServicesScreen.tsx').then((m) => m.ServicesScreen)),
              route('contactEdit', () => import('../features/contact/ContactScreen.tsx').then((m) => m.ContactScreen)),
              route('newsBanner', () => import('../features/news/NewsBannerScreen.tsx').then((m) => m.NewsBannerScreen)),
              route('projectManage', () => import('../features/projects/ProjectManageScreen.tsx').then((m) => m.ProjectManageScreen)),
              route('projectDetail', () => import('../features/projects/ProjectDetailScreen.tsx').then((m) => m.ProjectDetailScreen)),
              route('showProjects', () => import('../features/show-projects/ShowProjectsScreen.tsx').then((m) => m.ShowProjectsScreen)),
              route('ongoingBanner', () => import('../features/banners/BannerScreen.tsx').then((m) => m.OngoingBannerScreen)),
              route('ourProjectsBanner', () => import('../features/banners/BannerScreen.tsx').then((m) => m.OurProjectsBannerScreen)),
              route('activity', () => import('../features/history/ActivityScreen.tsx').then((m) => m.ActivityScreen)),
              route('translations', () => import('../features/history/TranslationsScreen.tsx').then((m) => m.TranslationsScreen)),
              route('recentlyDeleted', () => import('../features/history/DeletedScreen.tsx').then((m) => m.DeletedScreen)),
              route('changes', () => import('../features/changes/ChangesScreen.tsx').then((m) => m.ChangesScreen)),
              route('leads', () => import('../features/leads/LeadsScreen.tsx').then((m) => m.LeadsScreen)),
              route('textPages', () => import('../features/text-pages/TextPagesScreen.tsx').then((m) => m.TextPagesScreen)),
              route('siteHealth', () => import('../features/site-health/SiteHealthScreen.tsx').then((m) => m.SiteHealthScreen)),
              route('redirects', () => import('../features/redirects/RedirectsScreen.tsx').then((m) => m.RedirectsScreen)),
              route('twoFactor', () => import('../features/auth/TwoFactorScreen.tsx').then((m) => m.TwoFactorScreen)),
              route('media', () => import('../features/media/MediaScreen.tsx').then((m) => m.MediaScreen)),
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
  [...matches]
    .reverse()
    .map((m) => (m.route.handle as RouteHandle | undefined)?.section)
    .find(Boolean);

export type AdminRouter = ReturnType<typeof createBrowserRouter>;

export function createAdminRouter(): AdminRouter {
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
