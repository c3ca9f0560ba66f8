// Where the lead form sends to. The site may be served from a CDN (S3_BUCKET) on SITE_URL while this
// server answers the API on another address: PUBLIC_API_URL names it then (the API allows SITE_URL's
// origin by CORS). Unset, the site and the API share an origin and the form posts to /api/leads.
export function apiOrigin(env: Record<string, string | undefined> = process.env): string {
  const value = env.PUBLIC_API_URL?.trim();
  if (!value) return '';
  try {
    return new URL(value).origin;
  } catch {
    return '';
  }
}
