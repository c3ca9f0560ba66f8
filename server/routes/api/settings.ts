// /api/settings: the Instagram link of the navigation bar and footer.
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { badRequest } from '../../lib/errors.ts';
import { flag, text } from '../../lib/form.ts';
import { webLink } from '../../lib/links.ts';
import { Flag } from '../../lib/schemas.ts';
import { InstagramSchema } from '../../schemas/settings.ts';
import { registerSettingsRoutes } from '../../lib/settings-routes.ts';

const flagInput = (description: string) => Type.Optional(Type.Union([Flag, Type.Boolean()], { description }));
const InstagramBody = Type.Object({
  // Optional here so a missing link gets the SPEC.md message from the handler, not a schema error.
  instagram_link: Type.Optional(Type.String({ description: 'required; an http(s) URL' })),
  tab: flagInput('1 opens in a new tab (default 0)'),
  status: flagInput('1 active (default), 0 inactive'),
});

/** The link must be a web address: nothing else may end up in the site's href. */
export function readInstagramLink(fields: Record<string, unknown>): string {
  const link = text(fields, 'instagram_link');
  if (!link) throw badRequest('Instagram link is required');
  if (webLink(link) === null) throw badRequest('Please enter a valid URL starting with http:// or https://');
  return link;
}

const settings: FastifyPluginAsyncTypebox = async (app) => {
  registerSettingsRoutes(app, {
    path: '/settings',
    table: 'instagram_settings',
    thing: 'Instagram setting',
    tags: ['settings'],
    item: InstagramSchema,
    body: InstagramBody,
    multipart: false,
    fields: ['instagram_link', 'tab', 'status'],
    read: (fields, existing) => ({
      instagram_link: readInstagramLink(fields),
      tab: flag(fields, 'tab', existing?.tab ?? 0),
      status: flag(fields, 'status', existing?.status ?? 1),
    }),
    active: 'list',
    messages: {
      created: 'Instagram setting created successfully!',
      updated: 'Instagram setting updated successfully!',
      deleted: 'Instagram setting deleted successfully!',
      toggled: 'Instagram status updated successfully!',
    },
  });
};

export default settings;
