// The environment a site build process starts with: what Node, Astro and the tools they call need
// (where programs and temporary files are, the locale, the time zone, Node's own options), and nothing
// else. The server's secrets (JWT_SECRET, ADMIN_PASSWORD, BUILD_HOOK_SECRET, DEPLOY_HOOK_URL...) stay
// in the server: site code and its dependencies run in the build and must not be able to read them.
// The build's own settings (DATA_DIR, SITE_OUT_DIR, SITE_URL) are given by the caller, per build.

const PASSED = new Set([
  'PATH',
  'HOME',
  'USER',
  'LOGNAME',
  'SHELL',
  'TMPDIR',
  'TMP',
  'TEMP',
  'LANG',
  'LANGUAGE',
  'TZ',
  'NODE_OPTIONS',
  'SYSTEMROOT',
  'COMSPEC',
  'PATHEXT',
  'WINDIR',
  // the API's public address, when the site is served from elsewhere (site/lib/api-origin.ts): not a secret
  'PUBLIC_API_URL',
]);

export function buildChildEnv(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const out: NodeJS.ProcessEnv = { NODE_ENV: 'production', ASTRO_TELEMETRY_DISABLED: '1' };
  for (const [key, value] of Object.entries(env)) {
    if (value !== undefined && (PASSED.has(key.toUpperCase()) || key.startsWith('LC_'))) out[key] = value;
  }
  return out;
}
