// The URL check lives in content-db/links.ts, where the site's render can use it too.
export * from '../../content-db/links.ts';
