// The HTML sanitizer lives in content-db/html.ts, where the site's render can use it too.
export * from '../../content-db/html.ts';
