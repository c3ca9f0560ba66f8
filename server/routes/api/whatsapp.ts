// /api/whatsapp: the floating WhatsApp chat button of the public site.
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { WHATSAPP_TOOLTIP } from '../../../content-db/defaults.ts';
import type { Setting } from '../../../content-db/settings.ts';
import { badRequest } from '../../lib/errors.ts';
import { flag, has, imageRule, text } from '../../lib/form.ts';
import { MultipartBody } from '../../lib/schemas.ts';
import { WhatsAppDefaultsSchema, WhatsAppSchema } from '../../schemas/settings.ts';
import { registerSettingsRoutes } from '../../lib/settings-routes.ts';

export const WHATSAPP_ICON_RULE = imageRule({
  kinds: ['jpeg', 'png', 'svg'],
  maxBytes: 2 * 1024 * 1024,
  typeMessage: 'Please select a valid image file (JPEG, PNG, or SVG)',
  sizeMessage: 'File size must be less than 2MB',
});
/** Country code and number, digits only: the site links to wa.me/<number>. E.164 allows at most 15. */
const PHONE = /^[0-9]{7,15}$/;

const WhatsappBody = MultipartBody({
  phone_number: Type.String({ description: 'country code and number, digits only, e.g. 905551234567' }),
  tooltip_text: Type.Optional(Type.String({ description: `default '${WHATSAPP_TOOLTIP.en}'` })),
  tooltip_text_tr: Type.Optional(Type.String({ description: `default "${WHATSAPP_TOOLTIP.tr}"` })),
  tab: Type.Optional(Type.String({ description: '1 opens in a new tab (default 0)' })),
  status: Type.Optional(Type.String({ description: '1 active (default), 0 inactive' })),
  icon: Type.Optional(Type.String({ format: 'binary', description: 'JPEG, PNG or SVG, under 2MB; recommended 50x50px' })),
});

function readPhone(fields: Record<string, unknown>): string {
  const phone = text(fields, 'phone_number');
  if (!phone) throw badRequest('Phone number is required');
  if (!PHONE.test(phone)) throw badRequest('Please enter a valid phone number with country code (digits only)');
  return phone;
}

/** A tooltip left blank falls back to the default; one not sent keeps the current text. */
function tooltip(fields: Record<string, unknown>, name: string, current: string | undefined, fallback: string): string {
  if (!has(fields, name)) return current ?? fallback;
  return text(fields, name) || fallback;
}

function readWhatsapp(fields: Record<string, unknown>, existing: Setting<'whatsapp_settings'> | undefined) {
  return {
    phone_number: readPhone(fields),
    tooltip_text: tooltip(fields, 'tooltip_text', existing?.tooltip_text, WHATSAPP_TOOLTIP.en),
    tooltip_text_tr: tooltip(fields, 'tooltip_text_tr', existing?.tooltip_text_tr, WHATSAPP_TOOLTIP.tr),
    tab: flag(fields, 'tab', existing?.tab ?? 0),
    status: flag(fields, 'status', existing?.status ?? 1),
  };
}

const whatsapp: FastifyPluginAsyncTypebox = async (app) => {
  registerSettingsRoutes(app, {
    path: '/whatsapp',
    table: 'whatsapp_settings',
    thing: 'WhatsApp setting',
    tags: ['settings'],
    item: WhatsAppSchema,
    body: WhatsappBody,
    multipart: true,
    fields: ['phone_number', 'tooltip_text', 'tooltip_text_tr', 'tab', 'status'],
    image: { field: 'icon', column: 'icon_path', rule: WHATSAPP_ICON_RULE, folder: 'whatsapp' },
    read: readWhatsapp,
    active: 'one',
    defaults: { schema: WhatsAppDefaultsSchema, values: { tooltip_text: WHATSAPP_TOOLTIP.en, tooltip_text_tr: WHATSAPP_TOOLTIP.tr } },
    messages: {
      created: 'WhatsApp setting created successfully!',
      updated: 'WhatsApp setting updated successfully!',
      deleted: 'WhatsApp setting deleted successfully!',
      toggled: 'WhatsApp status updated successfully!',
    },
  });
};

export default whatsapp;
