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

/** the plan read last, and the file it was read from as it was then */
let lastRead: { file: string; mtimeMs: number; size: number; plan: RenderPlan } | null = null;

/**
 * The plan of this build; null when every page is rendered. A warm worker builds many times, each
 * with a plan file of its own: the file is read again when it is another or has changed. Every route's
 * getStaticPaths asks for it (about ten per render), and at 10,000 pages the kept paths make the file
 * about 1 MB: parsing it each time cost a worker 50-80 ms of an item edit. Callers do not change it.
 */
export function renderPlan(env: Record<string, string | undefined> = process.env): RenderPlan | null {
  const file = env[RENDER_PLAN_ENV];
  if (!file) return null;
  const { mtimeMs, size } = fs.statSync(file);
  if (lastRead?.file === file && lastRead.mtimeMs === mtimeMs && lastRead.size === size) return lastRead.plan;
  const plan = JSON.parse(fs.readFileSync(file, 'utf8')) as RenderPlan;
  lastRead = { file, mtimeMs, size, plan };
  return plan;
}
