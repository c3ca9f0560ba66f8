// Uploads that report their progress. fetch cannot report how much of a request body has been sent;
// XMLHttpRequest can (its `upload` progress events), so multi-image uploads go through here. The
// answer is read exactly as lib/api.ts reads every other answer (same envelope, ApiError, sign-out).
import { ApiError, readAnswer, requestHeaders, type Envelope, type RequestOptions } from './api.ts';

export interface UploadOptions extends Pick<RequestOptions, 'auth' | 'signOutOn401' | 'signal'> {
  method?: 'POST' | 'PUT';
  /** called with 0..100 (whole percent) while the body is sent */
  onProgress?: (percent: number) => void;
}

/**
 * Sends a multipart body and resolves with the server's envelope; rejects with an ApiError like
 * `request` does ("failed" with the server's message, "exception" without a usable answer,
 * "unauthorized" after signing out), or with an AbortError when `signal` aborts.
 */
export function uploadWithProgress<T extends object = Envelope>(path: string, form: FormData, o: UploadOptions = {}): Promise<T & Envelope> {
  return new Promise((resolve, reject) => {
    const { headers, token } = requestHeaders(o);
    const xhr = new XMLHttpRequest();
    xhr.open(o.method ?? 'POST', path);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.responseType = 'text';

    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) o.onProgress?.(Math.min(100, Math.round((e.loaded / e.total) * 100)));
    };
    xhr.onload = () => {
      let parsed: unknown = null;
      try {
        parsed = JSON.parse(xhr.responseText);
      } catch {
        // not JSON: readAnswer reports it as an exception
      }
      try {
        resolve(readAnswer<T>(xhr.status, parsed, token !== null, o));
      } catch (err) {
        reject(err);
      }
    };
    xhr.onerror = () => reject(new ApiError('exception', 0));
    xhr.ontimeout = () => reject(new ApiError('exception', 0));
    xhr.onabort = () => reject(new DOMException('The upload was aborted', 'AbortError'));

    if (o.signal) {
      // abort() before send() fires no event: reject here
      if (o.signal.aborted) return reject(new DOMException('The upload was aborted', 'AbortError'));
      o.signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }
    xhr.send(form);
  });
}
