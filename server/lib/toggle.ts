// The three toggle forms of API.md, registered for a collection from one handler:
//   PATCH {c}/{id}/toggle-status, PUT {c}/{id}/toggle-status, PUT {c}/toggle/{id}
import type { FastifyInstance } from 'fastify';
import type { TSchema } from 'typebox';
import { notFound } from './errors.ts';
import { Envelope, IdParams, errors } from './schemas.ts';

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
  const handler = async (request: { params: unknown }) => {
    const id = Number((request.params as { id: string }).id);
    const item = await o.flip(id);
    if (item === undefined) throw notFound(o.thing);
    return { success: true, ...(o.message ? { message: o.message } : {}), [o.key]: item };
  };
  app.patch(`${o.path}/:id/toggle-status`, { schema }, handler);
  app.put(`${o.path}/:id/toggle-status`, { schema }, handler);
  app.put(`${o.path}/toggle/:id`, { schema }, handler);
}
