// Failures a handler means to send: status and the message the client shows (SPEC.md texts). Its code
// (server/shared/messages.ts) is found from the message by the error handler; a message whose English
// cannot follow its template (a plural) names its code and values itself.
import type { CodedMessage } from '../shared/messages.ts';

export class HttpError extends Error {
  readonly statusCode: number;
  readonly coded: CodedMessage | undefined;
  constructor(statusCode: number, message: string, coded?: CodedMessage) {
    super(message);
    this.statusCode = statusCode;
    this.coded = coded;
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'Unauthorized') => new HttpError(401, message);
export const notFound = (thing: string) => new HttpError(404, `${thing} not found`);
export const conflict = (message: string) => new HttpError(409, message);
export const tooLarge = (message: string) => new HttpError(413, message);
export const unsupportedType = (message: string) => new HttpError(415, message);

/** The value, or a 404 "<thing> not found". */
export function found<T>(value: T | undefined | null, thing: string): T {
  if (value === undefined || value === null) throw notFound(thing);
  return value;
}
