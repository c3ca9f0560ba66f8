// An incremental publish (server/publish/incremental.ts) renders only the detail pages and numbered list
// pages whose data changed: it names them in a JSON file given by SITE_RENDER_PLAN; every other page is
// rendered as always.
// It lives in content-db, the layer both sides import: the server writes the plan, the site reads it.
import fs from 'node:fs';
import type { ListName } from './list-pages.ts';

export interface RenderPlan {
  /** slugs of the project pages (and old slugs' redirect pages) to render */
  project: string[];
  /** slugs of the news pages (and old slugs' redirect pages) to render */
  news: string[];
  /** page numbers of the list pages to render (content-db/list-pages.ts); a list left out renders none */
  lists: Partial<Record<ListName, number[]>>;
  /** URL paths of the detail and list pages kept from the live release (the sitemap still lists them) */
  keptPaths: string[];
}

/** The variable naming the plan's file. */
export const RENDER_PLAN_ENV = 'SITE_RENDER_PLAN';

/** The plan of this build; null when every page is rendered. Read on each call: a warm worker builds many times. */
export function renderPlan(env: Record<string, string | undefined> = process.env): RenderPlan | null {
  const file = env[RENDER_PLAN_ENV];
  return file ? (JSON.parse(fs.readFileSync(file, 'utf8')) as RenderPlan) : null;
}
