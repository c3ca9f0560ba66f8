// Schema pieces every route module shares: they validate requests and write the OpenAPI document.
import { Type, type TSchema, type TProperties } from 'typebox';

/** A message's stable code and values (server/shared/messages.ts), beside its English text. */
const MessageCode = {
  code: Type.Optional(Type.String({ description: 'the message by its stable code (server/shared/messages.ts); absent for a message without one' })),
  params: Type.Optional(Type.Record(Type.String(), Type.String(), { description: "the values of the message's {placeholders}" })),
};

export const ErrorBody = Type.Object(
  { success: Type.Literal(false), message: Type.String(), ...MessageCode },
  { $id: 'ErrorBody', description: 'Every failure: 400, 401, 403, 404, 409, 413, 415, 500' },
);

/**
 * The 412 of a stale write (server/plugins/record-versions.ts): the failure's body with the record now and
 * its version, which the admin merges with; declared as the plain ErrorBody, the answer would lose them.
 */
export const StaleBody = Type.Object(
  {
    success: Type.Literal(false),
    message: Type.String(),
    ...MessageCode,
    current: Type.Unknown({ description: 'the record as it is now, as its GET answers it (null: not there)' }),
    version: Type.String({ description: "the record's version now" }),
  },
  { description: 'A write whose If-Match is no longer current (412)' },
);

/** The failure answers a route may give, all with the same body (a 412's with the record now). */
export function errors(...codes: number[]): Record<number, TSchema> {
  const out: Record<number, TSchema> = {};
  for (const c of codes) out[c] = c === 412 ? StaleBody : Type.Ref('ErrorBody');
  return out;
}

/** What a list answer adds when it was asked for a page (`?limit=`, issue 22): absent otherwise. */
export const ListPaging = {
  total: Type.Optional(Type.Integer({ minimum: 0, description: 'every item the search and filter found, on all pages' })),
  page: Type.Optional(Type.Integer({ minimum: 1 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
};

/** `{success:true, message?, ...props}` */
export function Envelope<P extends TProperties>(props: P) {
  return Type.Object({ success: Type.Boolean(), message: Type.Optional(Type.String()), ...MessageCode, ...props });
}

/** A path id: digits only, so "abc" or "1.5" is a 400 before any handler runs. */
export const IdParams = Type.Object({ id: Type.String({ pattern: '^[0-9]{1,15}$' }) });

/** A path id under another name, e.g. `newsId`: the same 400 for a non-integer. */
export function idParam<N extends string>(name: N) {
  return Type.Object({ [name]: IdParams.properties.id } as { [K in N]: typeof IdParams.properties.id });
}

/** Responsive versions of an uploaded image, keyed by the image's public path. */
export const MediaMap = Type.Record(
  Type.String(),
  Type.Object({
    width: Type.Union([Type.Integer(), Type.Null()]),
    height: Type.Union([Type.Integer(), Type.Null()]),
    variants: Type.Array(Type.Object({ path: Type.String(), width: Type.Integer(), height: Type.Integer(), avif: Type.Optional(Type.String()) })),
  }),
);

export const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);
export const WordStatus = Type.Union([Type.Literal('active'), Type.Literal('inactive')]);
export const Flag = Type.Union([Type.Literal(0), Type.Literal(1)]);
export const Timestamps = {
  created_at: Type.String(),
  updated_at: Type.String(),
  version: Type.Optional(Type.String({ description: "the record's version (signed-in reads): send it back as If-Match" })),
};

/** Marks a multipart body: documented in OpenAPI, parsed and checked by the handler (lib/form.ts). */
export function MultipartBody<P extends TProperties>(props: P) {
  // each file field may name a library file instead (`<field>_media`, read by lib/form.ts)
  const library: TProperties = {};
  for (const [name, schema] of Object.entries(props)) {
    const s = schema as { format?: string; items?: { format?: string }; maxItems?: number };
    const id = Type.String({ maxLength: 15, description: `a media library id, instead of a file in ${name}` });
    if (s.format === 'binary') library[`${name}_media`] = Type.Optional(id);
    // a field of several files takes several ids (repeated), each a file of the library added after the uploads
    if (s.items?.format === 'binary') {
      library[`${name}_media`] = Type.Optional(
        Type.Union([
          id,
          Type.Array(id, {
            ...(s.maxItems ? { maxItems: s.maxItems } : {}),
            description: `media library ids, each added to ${name} besides its uploaded files`,
          }),
        ]),
      );
    }
  }
  return Type.Object({ ...props, ...library } as P, { 'x-multipart': true });
}
