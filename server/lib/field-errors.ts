// Schema failures of a body as sentences a person can act on ("Phone must be at most 30 characters")
// instead of the validator's paths ("body/phone must NOT have more than 30 characters").
import type { FastifySchemaValidationError } from 'fastify';
import { badRequest, type HttpError } from './errors.ts';

/** A route's `schemaErrorFormatter`: the first failure, named by its label (field name when none). */
export function fieldErrors(labels: Record<string, string>) {
  return (errors: FastifySchemaValidationError[]): HttpError => {
    const e = errors[0];
    const field = e?.instancePath.replace(/^\//, '') ?? '';
    const label = labels[field] ?? field;
    const params = (e?.params ?? {}) as { limit?: number };
    switch (e?.keyword) {
      case 'maxLength':
        return badRequest(`${label} must be at most ${params.limit} characters`);
      case 'type':
        return badRequest(`${label} must be text`);
      default:
        return badRequest(`Invalid request: ${field ? `${label} ` : ''}${e?.message ?? 'bad body'}`);
    }
  };
}
