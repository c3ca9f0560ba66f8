// Every text a client sends has a maximum length, so no field can carry megabytes into a regular
// expression, a sanitizer or the database. One set of limits, applied in one place: when a route is
// registered, each string of its body, query and params schemas (and of a multipart body, which
// lib/form.ts reads) gets `maxLength` unless the route set its own, chosen by the field's name.
// The validator then refuses a longer JSON value with 400; readForm does the same for multipart fields.
import type { RouteOptions } from 'fastify';
import { MAX_LINK_LENGTH } from './links.ts';

export const TEXT_LIMITS = {
  /** RFC 5321: a forward path is at most 256 octets, so an address at most 254 characters */
  email: 254,
  /** argon2 hashes any length; a passphrase is not longer than this */
  password: 1024,
  link: MAX_LINK_LENGTH,
  /** one line: names, titles, labels, button texts, slugs, phone numbers, ids */
  line: 500,
  /** everything else: HTML descriptions and JSON page documents (the multipart field size limit) */
  long: 1024 * 1024,
} as const;

/** The limit of a field by its name: `email`, `password`, `*link*`/`*url*`, one-line names, or long text. */
export function limitFor(name: string): number {
  const n = name.toLowerCase();
  if (n === 'email' || n.endsWith('_email')) return TEXT_LIMITS.email;
  if (n === 'password' || n.endsWith('_password')) return TEXT_LIMITS.password;
  if (n.includes('link') || n.endsWith('url')) return TEXT_LIMITS.link;
  if (/^(title|name|page_name|text|tooltip|slug|phone|status|tab|type|kind|sort|order|id)|_(id|indices|index)$/.test(n)) {
    return TEXT_LIMITS.line;
  }
  return TEXT_LIMITS.long;
}

type Schema = { [key: string | symbol]: unknown };
const isSchema = (v: unknown): v is Schema => v !== null && typeof v === 'object' && !Array.isArray(v);

/** A copy of `schema` where every string without maxLength has the limit of its field name. */
export function withTextLimits(schema: unknown, name = ''): unknown {
  if (!isSchema(schema)) return schema;
  const out: Schema = { ...schema }; // own symbol keys (TypeBox's Kind) come along
  if (out.type === 'string' && out.maxLength === undefined && out.format !== 'binary') out.maxLength = limitFor(name);
  if (isSchema(out.properties)) {
    out.properties = Object.fromEntries(Object.entries(out.properties).map(([key, sub]) => [key, withTextLimits(sub, key)]));
  }
  if (out.items !== undefined) out.items = Array.isArray(out.items) ? out.items.map((s) => withTextLimits(s, name)) : withTextLimits(out.items, name);
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    if (Array.isArray(out[key])) out[key] = (out[key] as unknown[]).map((s) => withTextLimits(s, name));
  }
  return out;
}

/** The `onRoute` hook: limits on every request schema of a route, before it is compiled. */
export function limitRouteTexts(route: RouteOptions): void {
  const schema = route.schema as Record<string, unknown> | undefined;
  if (!schema) return;
  const limited: Record<string, unknown> = { ...schema };
  for (const part of ['body', 'querystring', 'params', 'multipartBody']) {
    if (schema[part] !== undefined) limited[part] = withTextLimits(schema[part]);
  }
  route.schema = limited;
}

/** The most characters a field read by lib/form.ts may have (its schema's maxLength, else by its name). */
export function fieldLimit(multipartBody: unknown, name: string): number {
  const field = isSchema(multipartBody) && isSchema(multipartBody.properties) ? multipartBody.properties[name] : undefined;
  const strings = isSchema(field) ? [field, ...(Array.isArray(field.anyOf) ? field.anyOf : []), ...(isSchema(field.items) ? [field.items] : [])] : [];
  const explicit = strings.find((s): s is Schema => isSchema(s) && typeof s.maxLength === 'number');
  return explicit ? (explicit.maxLength as number) : limitFor(name);
}

/** 400 when a text field (or an item of a repeated one) is longer than its limit. */
export function checkFieldLengths(multipartBody: unknown, fields: Record<string, unknown>, tooLong: (message: string) => Error): void {
  for (const [name, value] of Object.entries(fields)) {
    const limit = fieldLimit(multipartBody, name);
    for (const item of Array.isArray(value) ? value : [value]) {
      if (typeof item === 'string' && item.length > limit) throw tooLong(`${name} must be at most ${limit} characters`);
    }
  }
}
