// Answer schemas of the site settings (/api/settings, /api/whatsapp, /api/site-logo, /api/favicon).
import { Type } from 'typebox';
import { Flag, MediaMap, Nullable, Timestamps } from '../lib/schemas.ts';

export const InstagramSchema = Type.Object({
  id: Type.Integer(),
  instagram_link: Type.String(),
  tab: Flag,
  status: Flag,
  ...Timestamps,
});

export const WhatsAppSchema = Type.Object({
  id: Type.Integer(),
  phone_number: Type.String(),
  tooltip_text: Type.String(),
  tooltip_text_tr: Type.String(),
  icon_path: Nullable(Type.String()),
  tab: Flag,
  status: Flag,
  ...Timestamps,
  media: Type.Optional(MediaMap),
});

/** The tooltips a new WhatsApp button gets when they are left blank (GET /api/whatsapp `defaults`). */
export const WhatsAppDefaultsSchema = Type.Object({
  tooltip_text: Type.String(),
  tooltip_text_tr: Type.String(),
});

export const LogoSchema = Type.Object({
  id: Type.Integer(),
  logo_path: Type.String(),
  status: Flag,
  ...Timestamps,
  media: Type.Optional(MediaMap),
});

export const FaviconSchema = Type.Object({
  id: Type.Integer(),
  favicon_path: Type.String(),
  status: Flag,
  ...Timestamps,
  media: Type.Optional(MediaMap),
});
