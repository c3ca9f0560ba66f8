// Two-factor sign-in in Chromium against the real server: a user sets it up from the QR screen's key
// (codes made with otpauth from the key the page shows, as an authenticator app would), keeps the ten
// recovery codes (the "Download" file holds them), then signs in with a code, and with a recovery code.
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../content-db/users.ts';
import { hashPassword } from '../../server/lib/passwords.ts';
import { saveSecurity } from '../../content-db/two-factor.ts';
import { adminSuite, seriousViolations } from './harness.ts';

const USER = { email: 'two-factor@browser.test', password: 'browser-2fa-pass-7', name: 'Two Factor' };

const h = adminSuite({}, async (harness) => {
  await createUser(harness.app.db, {
    name: USER.name,
    email: USER.email,
    password_hash: await hashPassword(USER.password),
    profile_image: null,
    role: 'editor',
  });
});

/** The code an authenticator app shows `offsetMs` from now (the server accepts each step once). */
const codeOf = (secret: string, offsetMs = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp: Date.now() + offsetMs });

async function passwordStep(page: Page, who: { email: string; password: string } = USER): Promise<void> {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'SIGN IN' }).click();
}

describe('two-factor sign-in', () => {
  let secret = '';
  let recoveryCodes: string[] = [];

  it('is set up from the user’s own screen: key, code, ten recovery codes shown once and downloadable', async () => {
    const page = await h.newPage({ signedIn: false });
    await passwordStep(page);
    await page.waitForURL((u) => u.pathname === '/admin' || u.pathname === '/admin/');
    await page.getByTestId('own-two-factor').click();
    await page.waitForURL('**/admin/two-factor');
    await page.getByRole('button', { name: 'Set up', exact: true }).click();
    secret = (await page.getByTestId('two-factor-secret').innerText()).trim();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await expect.poll(() => page.getByRole('img', { name: 'QR code for your authenticator app' }).isVisible()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByLabel('Authentication code').fill(codeOf(secret));
    await page.getByRole('button', { name: 'Turn on' }).click();
    const list = page.getByTestId('recovery-codes');
    await list.waitFor();
    recoveryCodes = (await list.locator('li').allInnerTexts()).map((c) => c.trim());
    expect(recoveryCodes).toHaveLength(10);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download' }).click()]);
    expect(download.suggestedFilename()).toBe('recovery-codes.txt');
    expect(
      fs
        .readFileSync((await download.path())!, 'utf8')
        .trim()
        .split('\n'),
    ).toEqual(recoveryCodes);
    await page.getByRole('button', { name: 'I have saved them' }).click();
    await page.getByRole('button', { name: 'Turn off two-factor' }).waitFor();
    // shown once: the screen no longer lists them
    expect(await page.getByTestId('recovery-codes').count()).toBe(0);
  });

  it('signs in with a code of the authenticator app after the password', async () => {
    const page = await h.newPage({ signedIn: false });
    await passwordStep(page);
    // the second step: no token yet
    await page.getByLabel('Authentication code').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    // the next step's code: the step that turned it on was spent
    await page.getByLabel('Authentication code').fill(codeOf(secret, 30_000));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL((u) => u.pathname === '/admin' || u.pathname === '/admin/');
    await expect.poll(() => page.getByTestId('sidebar-user-name').innerText()).toBe(USER.name);
  });

  it('signs in with a recovery code, once', async () => {
    const page = await h.newPage({ signedIn: false });
    await passwordStep(page);
    await page.getByRole('button', { name: 'Use a recovery code' }).click();
    await page.getByLabel('Recovery code').fill(recoveryCodes[0]!);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL((u) => u.pathname === '/admin' || u.pathname === '/admin/');
    await expect.poll(() => page.getByTestId('sidebar-user-name').innerText()).toBe(USER.name);

    // the same recovery code a second time is refused, and the page stays on the second step
    const again = await h.newPage({ signedIn: false });
    await passwordStep(again);
    await again.getByRole('button', { name: 'Use a recovery code' }).click();
    await again.getByLabel('Recovery code').fill(recoveryCodes[0]!);
    await again.getByRole('button', { name: 'Verify' }).click();
    await again.getByText('Invalid code').first().waitFor();
    expect(new URL(again.url()).pathname).toBe('/admin/login');
  });

  it('sends a user the policy covers, who has none yet, to the setup screen only', async () => {
    const author = { email: 'must-set-up@browser.test', password: 'browser-2fa-pass-8' };
    await createUser(h.app.db, {
      name: 'Must Set Up',
      email: author.email,
      password_hash: await hashPassword(author.password),
      profile_image: null,
      role: 'author',
    });
    await saveSecurity(h.app.db, { require2fa: 'everyone' });
    try {
      const page = await h.newPage({ signedIn: false });
      await passwordStep(page, author);
      await page.waitForURL('**/admin/two-factor');
      await page.getByTestId('two-factor-required').waitFor();
      // any other screen leads back here
      await page.goto('/admin/pages');
      await page.waitForURL('**/admin/two-factor');
      await page.getByRole('button', { name: 'Set up', exact: true }).click();
      const key = (await page.getByTestId('two-factor-secret').innerText()).trim();
      await page.getByLabel('Authentication code').fill(codeOf(key));
      await page.getByRole('button', { name: 'Turn on' }).click();
      await page.getByTestId('recovery-codes').waitFor();
      await page.getByRole('button', { name: 'I have saved them' }).click();
      // set up: the other screens open again
      await page.goto('/admin/pages');
      await page.getByRole('heading', { name: 'Pages', level: 1 }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/admin/pages');
    } finally {
      await saveSecurity(h.app.db, { require2fa: 'none' });
    }
  });
});
