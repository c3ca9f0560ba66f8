// The primary menu as links of one language: items whose page has a public route (ids 1 to 7).
import type { Lang, MenuLink } from '../../content-db/site-data.ts';
import { pick } from '../i18n/index.ts';
import { PAGE_ROUTES, localePath } from './routes.ts';

export interface MenuLinkView {
  href: string;
  label: string;
  current: boolean;
}

export function menuLinks(menu: MenuLink[], lang: Lang, currentRoute: string): MenuLinkView[] {
  return menu.flatMap((item) => {
    const route = PAGE_ROUTES[item.pageId];
    if (!route) return [];
    const current =
      route === '/' ? currentRoute === '/' : currentRoute.startsWith(route) || (route === '/our-projects/' && currentRoute.startsWith('/project/'));
    return [{ href: localePath(lang, route), label: pick(item.label, lang), current }];
  });
}
