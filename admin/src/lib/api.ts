// The one fetch wrapper of the admin: adds the bearer token, parses the {success, message} envelope,
// and signs out on a 401. Screens never call fetch themselves.
import type { CodedMessage } from '../../../server/shared/messages.ts';
import { rememberCode, t } from './i18n.ts';
import { tokenStore } from './token.ts';
import { LibraryFile, libraryField } from './libraryFile.ts';

export interface Envelope {
  success: boolean;
  message?: string;
  /** the message's stable code and values (server/shared/messages.ts): the admin translates by it */
  code?: CodedMessage['code'];
  params?: Record<string, string>;
  /** the answer's ETag header, unquoted: the version of the record it answers (API.md "Versions") */
  etag?: string;
}

/**
 * "failed": the server answered with success false (its message, if any, is kept).
 * "exception": no usable answer (network down, not JSON): screens show their generic error text.
 * "unauthorized": the token was refused; the app has already signed out, screens stay quiet.
 */
export type ApiErrorKind = 'failed' | 'exception' | 'unauthorized';

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number;
  /** the server's message, when it sent one */
  readonly serverMessage: string | undefined;
  /** the whole answer, when it was JSON (a 412 carries the record as it is now) */
  readonly body: Record<string, unknown> | undefined;

  constructor(kind: ApiErrorKind, status: number, serverMessage?: string, body?: Record<string, unknown>) {
    super(serverMessage ?? `${kind} (${status})`);
    this.kind = kind;
    this.status = status;
    this.serverMessage = serverMessage;
    this.body = body;
  }
}

/** A write refused because the record changed since it was read (a 412): the record now and its version. */
export interface StaleWrite {
  current: unknown;
  version: string;
}

/** The server's record of a write refused as stale, or null when `err` is anything else. */
export function staleWrite(err: unknown): StaleWrite | null {
  if (!(err instanceof ApiError) || err.status !== 412 || !err.body) return null;
  const { current, version } = err.body;
  return current && typeof version === 'string' ? { current: recordOf(current), version } : null;
}

/** The record itself, whether sent bare, in a list (`/api/services` answers `data: [record]`) or under one key. */
function recordOf(value: unknown): unknown {
  if (Array.isArray(value)) return recordOf(value[0]);
  if (!value || typeof value !== 'object' || 'id' in value) return value;
  const inner = Object.values(value);
  return inner.length === 1 && inner[0] && typeof inner[0] === 'object' ? recordOf(inner[0]) : value;
}

/** The If-Match header of a write made from `version` (quoted, as ETags are). */
export const ifMatch = (version: string | undefined): Record<string, string> => (version ? { 'if-match': `"${version}"` } : {});

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** sent as JSON */
  json?: unknown;
  /** sent as multipart/form-data */
  form?: FormData;
  /** false for the public reads that SPEC.md section 6 makes without a token */
  auth?: boolean;
  /** false for the login call, where a 401 only means a wrong password */
  signOutOn401?: boolean;
  signal?: AbortSignal;
  /** the version the write was made from: sent as If-Match, so a stale write is refused (a 412) instead of overwriting */
  version?: string;
}

let onUnauthorized: () => void = () => {};
let onSetUpFirst: () => void = () => {};

/** The server's 403 to a user whom the security policy sends to set up two-factor sign-in first. */
export const SET_UP_FIRST = 'Set up two-factor sign-in first';

/** The auth provider registers what to do when the server wants two-factor sign-in set up first. */
export function setSetUpFirstHandler(handler: () => void): void {
  onSetUpFirst = handler;
}

/** The auth provider registers how to sign out when the server refuses the token. */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

/** The headers of a call: JSON accepted, the bearer token unless the call is a public read. */
export function requestHeaders(o: Pick<RequestOptions, 'auth' | 'version'>): { headers: Record<string, string>; token: string | null } {
  const headers: Record<string, string> = { accept: 'application/json', ...ifMatch(o.version) };
  const token = o.auth === false ? null : tokenStore.get();
  if (token) headers.authorization = `Bearer ${token}`;
  return { headers, token };
}

/**
 * Turns an answer into its envelope or an ApiError: the one place that reads the envelope, signs out on
 * a refused token, and tells "the server said no" from "no usable answer". Shared by `request` (fetch)
 * and `uploadWithProgress` (XMLHttpRequest).
 * `parsed` is the JSON body, or null when the body was not JSON; `tokenSent` whether a token went out.
 */
export function readAnswer<T extends object>(
  status: number,
  parsed: unknown,
  tokenSent: boolean,
  o: Pick<RequestOptions, 'signOutOn401'>,
  etag?: string | null,
): T & Envelope {
  const body = parsed && typeof parsed === 'object' ? (parsed as T & Envelope) : null;
  if (status === 401 && tokenSent && o.signOutOn401 !== false) {
    onUnauthorized();
    throw new ApiError('unauthorized', 401, body?.message);
  }
  if (!body) throw new ApiError('exception', status);
  // the message is translated by its code wherever it shows (lib/i18n.ts)
  if (typeof body.message === 'string' && typeof body.code === 'string') rememberCode(body.message, { code: body.code, params: body.params });
  if (status === 403 && body.message === SET_UP_FIRST) onSetUpFirst();
  if (status < 200 || status >= 300 || body.success === false) throw new ApiError('failed', status, body.message, body as Record<string, unknown>);
  if (etag) body.etag = etag.replace(/^W\//, '').replace(/^"|"$/g, '');
  return body;
}

export async function request<T extends object = Envelope>(path: string, o: RequestOptions = {}): Promise<T & Envelope> {
  const { headers, token } = requestHeaders(o);
  let body: BodyInit | undefined;
  if (o.form) body = o.form;
  else if (o.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(o.json);
  }

  let response: Response;
  try {
    response = await fetch(path, { method: o.method ?? 'GET', headers, body, signal: o.signal });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError('exception', 0);
  }

  // null when the answer is not JSON (a proxy's error page, an empty body)
  const parsed: unknown = await response.json().catch(() => null);
  return readAnswer<T>(response.status, parsed, token !== null, o, response.headers.get('etag'));
}

export const api = {
  get: <T extends object>(path: string, o: Omit<RequestOptions, 'method' | 'json' | 'form'> = {}) => request<T>(path, o),
  post: <T extends object>(path: string, body?: unknown, o: RequestOptions = {}) => request<T>(path, { ...o, method: 'POST', ...payload(body) }),
  put: <T extends object>(path: string, body?: unknown, o: RequestOptions = {}) => request<T>(path, { ...o, method: 'PUT', ...payload(body) }),
  patch: <T extends object>(path: string, body?: unknown, o: RequestOptions = {}) => request<T>(path, { ...o, method: 'PATCH', ...payload(body) }),
  delete: <T extends object>(path: string, o: RequestOptions = {}) => request<T>(path, { ...o, method: 'DELETE' }),
};

function payload(body: unknown): Pick<RequestOptions, 'json' | 'form'> {
  if (body === undefined) return {};
  return body instanceof FormData ? { form: body } : { json: body };
}

/** Texts a screen shows for a failed call (SPEC.md section 8): the server's or the fallback, or the generic error. */
export interface FailureTexts {
  /** shown when the server said success false without a message */
  failed: string;
  /** shown when the call threw (no usable answer) */
  error: string;
}

/** One text for both kinds of failure (most SPEC.md section 8 texts are the same for both). */
export const failureTexts = (text: string): FailureTexts => ({ failed: text, error: text });

/** The text to show for a failure, or null when nothing should be shown (the app signed out). */
export function failureText(err: unknown, texts: FailureTexts): string | null {
  if (err instanceof ApiError) {
    if (err.kind === 'unauthorized') return null;
    if (err.kind === 'failed') return t(err.serverMessage || texts.failed);
  }
  return t(texts.error);
}

/**
 * Adds one field to a multipart body; a file chosen from the media library goes as `<field>_media`
 * with its id (API.md "Media library"), any other file as itself.
 */
export function appendField(fd: FormData, key: string, value: string | Blob): void {
  if (value instanceof LibraryFile) fd.append(libraryField(key), String(value.mediaId));
  else fd.append(key, value);
}

/** Builds a multipart body, skipping undefined and null values; booleans go as 1/0. */
export function formData(fields: Record<string, string | number | boolean | Blob | null | undefined>): FormData {
  const fd = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    if (value instanceof Blob) appendField(fd, key, value);
    else if (typeof value === 'boolean') fd.append(key, value ? '1' : '0');
    else fd.append(key, String(value));
  }
  return fd;
}
