// Every route of /work/shared/API.md as "METHOD /path", written from its tables: the OpenAPI test checks
// the server lists each, and the coverage report (api-coverage.ts) finds the test that exercises each.

/** The three toggle forms of API.md for a collection path. */
const toggles = (c: string) => [`PATCH ${c}/{id}/toggle-status`, `PUT ${c}/{id}/toggle-status`, `PUT ${c}/toggle/{id}`];
/** GET {c}, POST {c}, PUT {c}/{id}, and DELETE {c}/{id} where API.md lists it. */
const crud = (c: string, withDelete: boolean) => [`GET ${c}`, `POST ${c}`, `PUT ${c}/{id}`, ...(withDelete ? [`DELETE ${c}/{id}`] : [])];

/** Every route of API.md, written from its tables (param names as API.md spells them). */
export const API_MD_ROUTES = [
  // Auth
  'POST /v2/api/login',
  'GET /v2/api/verify',
  'POST /v2/api/logout',
  // Pages
  ...crud('/v2/api/pages', true),
  // Menus
  'GET /v2/api/menu',
  'GET /v2/api/menu/primary',
  'GET /v2/api/menu/with-pages',
  'POST /v2/api/menu',
  'PUT /v2/api/menu/{id}',
  'DELETE /v2/api/menu/{id}',
  // Projects
  'GET /v2/api/projects',
  'GET /v2/api/projects/active',
  'GET /v2/api/projects/type/{type}',
  'GET /v2/api/projects/{id}',
  'GET /v2/api/project-complete/{idOrSlug}',
  'POST /v2/api/projects',
  'PUT /v2/api/projects/{id}',
  'DELETE /v2/api/projects/{id}',
  ...toggles('/v2/api/projects'),
  // Project banners, details, gallery
  'GET /v2/api/banners/project/{projectId}',
  'GET /v2/api/banners/active',
  'POST /v2/api/banners',
  'PUT /v2/api/banners/{id}',
  'DELETE /v2/api/banners/{id}',
  ...toggles('/v2/api/banners'),
  'GET /v2/api/details/project/{projectId}',
  'POST /v2/api/details',
  'PUT /v2/api/details/{id}',
  'DELETE /v2/api/details/{id}',
  ...toggles('/v2/api/details'),
  'GET /v2/api/gallery/detail/{detailId}',
  'POST /v2/api/gallery/multiple',
  'PUT /v2/api/gallery/sort-order',
  'DELETE /v2/api/gallery/{id}',
  ...toggles('/v2/api/gallery'),
  // Publishing and health
  'GET /api/health',
  'GET /v2/api/build',
  'POST /v2/api/build',
  'POST /v2/api/build/rollback',
  'POST /v2/api/build/hook/{secret}',
  // /api: news
  'GET /api/news',
  'GET /api/news/{id}',
  'GET /api/admin/news',
  'POST /api/admin/news',
  'PUT /api/admin/news/{id}',
  'DELETE /api/admin/news/{id}',
  ...toggles('/api/admin/news'),
  'GET /api/news-details/news/{newsId}',
  'GET /api/news-details/{id}',
  'POST /api/news-details',
  'PUT /api/news-details/{id}',
  'DELETE /api/news-details/{id}',
  ...toggles('/api/news-details'),
  'GET /api/news-gallery/detail/{detailId}',
  'POST /api/news-gallery/multiple',
  'DELETE /api/news-gallery/{id}',
  ...toggles('/api/news-gallery'),
  'GET /api/news-details-banners/detail/{detailId}',
  'GET /api/news-details-banners/{detailId}',
  'POST /api/news-details-banners',
  'PUT /api/news-details-banners/{id}',
  'DELETE /api/news-details-banners/{id}',
  ...toggles('/api/news-details-banners'),
  ...crud('/api/news-page-banner', false),
  'GET /api/news-page-banner/active',
  ...toggles('/api/news-page-banner'),
  // home
  ...crud('/api/banners', false),
  ...toggles('/api/banners'),
  ...crud('/api/design-sections', false),
  ...toggles('/api/design-sections'),
  'GET /api/home-exp-role',
  'POST /api/home-exp-role',
  'PUT /api/home-exp-role/toggle',
  // show-projects and listing banners
  ...crud('/api/show-projects', true),
  ...toggles('/api/show-projects'),
  'GET /api/show-projects/detailed/{page}',
  ...crud('/api/ongoing-banners', true),
  ...toggles('/api/ongoing-banners'),
  'GET /api/ongoing-banners/active',
  ...crud('/api/our-projects', true),
  ...toggles('/api/our-projects'),
  'GET /api/our-projects/active',
  // page documents
  ...crud('/api/aboutpage', false),
  ...crud('/api/services', false),
  'GET /api/services/active',
  ...crud('/api/contact', false),
  'GET /api/contact/active',
  // settings and users
  ...crud('/api/settings', true),
  ...toggles('/api/settings'),
  'GET /api/settings/active',
  ...crud('/api/site-logo', false),
  ...toggles('/api/site-logo'),
  'GET /api/site-logo/active',
  ...crud('/api/favicon', false),
  ...toggles('/api/favicon'),
  'GET /api/favicon/active',
  ...crud('/api/whatsapp', true),
  ...toggles('/api/whatsapp'),
  'GET /api/whatsapp/active',
  ...crud('/api/users', true),
  // site search and leads
  'GET /api/leads/challenge',
  'POST /api/leads',
  'GET /api/leads',
  'PUT /api/leads/{id}',
  'GET /api/leads.csv',
];

/** "PUT /api/x/{detailId}" and "PUT /api/x/{id}" name the same route: compare without param names. */
export const routeShape = (route: string) => route.replace(/\{[^}]+\}/g, '{}');
