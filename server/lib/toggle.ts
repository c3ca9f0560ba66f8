// The three toggle forms of API.md, registered for a collection from one handler:
//   PATCH {c}/{id}/toggle-status, PUT {c}/{id}/toggle-status, PUT {c}/toggle/{id}
import type { SeoAnswered } from './seo-fields.ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TSchema } from 'typebox';
import type { MediaInfo } from '../../content-db/media.ts';
import type { ContentDb } from '../../content-db/open.ts';
import { flipWordStatus, type WordStatusTable } from '../../content-db/status.ts';
import { notFound } from './errors.ts';
import { withMediaOne } from './media-answer.ts';
import { paramId } from './request.ts';
import { Envelope, IdParams, errors } from './schemas.ts';
import { AUTHOR } from './roles.ts';

export interface ToggleOptions<T> {
  /** collection path below the prefix, e.g. '/projects' */
  path: string;
  /** key of the item in the answer, e.g. 'project' */
  key: string;
  /** name in the 404 message, e.g. 'Project' -> 'Project not found' */
  thing: string;
  /** schema of the answered item */
  item: TSchema;
  tags: string[];
  message?: string;
  /** flips the status and answers the item, or undefined when the id is unknown */
  flip: (id: number) => Promise<T | undefined>;
}

export function registerToggles<T>(app: FastifyInstance, o: ToggleOptions<T>): void {
  const schema = {
    tags: o.tags,
    summary: `Flip the status of one ${o.thing.toLowerCase()}`,
    params: IdParams,
    response: { 200: Envelope({ [o.key]: o.item }), ...errors(400, 401, 404) },
  };
  const handler = async (request: FastifyRequest) => {
    const item = await o.flip(paramId(request));
    if (item === undefined) throw notFound(o.thing);
    return { success: true, ...(o.message ? { message: o.message } : {}), [o.key]: item };
  };
  app.patch(`${o.path}/:id/toggle-status`, { config: AUTHOR, schema }, handler);
  app.put(`${o.path}/:id/toggle-status`, { config: AUTHOR, schema }, handler);
  app.put(`${o.path}/toggle/:id`, { config: AUTHOR, schema }, handler);
}

/** The `flip` of registerToggles for a word-status table: flips, then answers the row with its media. */
export function flipAndAnswer<T extends object>(
  app: FastifyInstance,
  table: WordStatusTable,
  get: (db: ContentDb, id: number) => Promise<T | undefined>,
  imageFields: ReadonlyArray<keyof T>,
): (id: number) => Promise<(SeoAnswered<T> & { media: Record<string, MediaInfo> }) | undefined> {
  return async (id) => {
    if (!(await flipWordStatus(app.db, table, id))) return undefined;
    const row = await get(app.db, id);
    return row && withMediaOne(app.media, row, imageFields);
  };
}
