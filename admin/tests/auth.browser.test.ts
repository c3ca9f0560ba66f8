// Signing in and out, the route guards, the layout at 1280px and 390px, and axe on the bare screens.
import type { Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ADMIN, FAILED_ANSWER, adminSuite, expectToast, holdRequests, overflowsSideways, seriousViolations } from './harness.ts';

const h = adminSuite();

/** A guest signs in with the right password; the login call is answered by `answer`. */
async function signInAnswered(answer: (route: Route) => Promise<void>) {
  const page = await h.open('/admin/login', { signedIn: false });
  await page.route('**/v2/api/login', answer);
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'SIGN IN' }).click();
  return page;
}

const SIDEBAR_LINKS = [
  'Dashboard',
  'Pages',
  'Menu',
  'Project Manage',
  'Home Edit',
  'News',
  'Show Projects',
  'Ongoing Project Banner',
  'Our Projects Banner',
  'About Page Edit',
  'Services Edit',
  'Contact Edit',
  'News Banner',
  'Site Settings',
  'User Management',
  // issue 14
  'Activity',
  'Translations',
  'Recently deleted',
  // issue 20
  'Changes',
  // issue 23: what visitors sent (editors and administrators read it)
  'Leads',
  // issue 30: legal notices and other free pages
  'Text Pages',
  // issue 34: the live site's external links (editors and administrators)
  'Site Health',
  'Redirects',
  'Media',
];

describe('guards', () => {
  it('sends a guest from any admin route to /admin/login', async () => {
    const page = await h.newPage({ signedIn: false });
    for (const route of ['/admin', '/admin/pages', '/admin/project-detail/3', '/admin/user-management']) {
      await page.goto(route);
      await page.waitForURL('**/admin/login');
    }
    await page.waitForFunction(() => document.title === 'Admin | Login');
  });

  it('draws a spinner before any of its code has run, and the screen in its place once it has', async () => {
    // issue 31: the first paint waited for the whole start (code, sign-in check, the screen's code)
    const page = await h.newPage();
    const held: Route[] = [];
    let hold = true;
    await page.route(/\/admin\/assets\/.*\.js$/, (route) => (hold ? void held.push(route) : route.continue()));
    await page.goto('/admin/pages', { waitUntil: 'commit' });
    const spinner = page.locator('#root .admin-starting svg');
    await spinner.waitFor();
    expect(await spinner.isVisible()).toBe(true);
    // the admin's stylesheet, not yet its code, draws it turning
    expect(await spinner.evaluate((el) => getComputedStyle(el).animationName)).toBe('admin-starting-turn');
    expect(await page.locator('#root .admin-starting').getAttribute('aria-busy')).toBe('true');
    // a screen reader hears that the admin is loading
    await page.getByRole('status', { name: 'Loading...' }).waitFor();
    hold = false;
    for (const route of held) await route.continue();
    await page.getByRole('heading', { level: 1, name: 'Pages' }).waitFor();
    expect(await page.locator('.admin-starting').count()).toBe(0);
  });

  it('shows Loading... while the stored token is verified, and a refused token signs out', async () => {
    const page = await h.open('/admin/login', { signedIn: false });
    await page.evaluate(() => localStorage.setItem('token', 'not-a-valid-token'));
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    // the start's check reads verify and the publishing status together: both held
    await page.route(/\/v2\/api\/(verify|publishing)$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/admin/pages');
    await page.getByText('Loading...').waitFor();
    release();
    await page.waitForURL('**/admin/login');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  it('keeps the token when its verification gets no answer, and verifies again', async () => {
    // a reload while the check runs cut it off, and that signed out for good (CI: lead-recipients)
    const page = await h.newPage();
    let calls = 0;
    await page.route('**/v2/api/verify', (route) => (calls++ === 0 ? route.abort('connectionreset') : route.continue()));
    await page.goto('/admin');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    expect(calls).toBe(2);
    expect(await page.evaluate(() => localStorage.getItem('token'))).not.toBeNull();
  });

  it('says so when the check never gets an answer, and still keeps the token', async () => {
    const page = await h.newPage();
    await page.route('**/v2/api/verify', (route) => route.abort('connectionreset'));
    await page.goto('/admin');
    // tried again after 1, 2 and 4 s, then the sign-in page with the reason
    await page.waitForURL('**/admin/login', { timeout: 30_000 });
    await expectToast(page, 'Your sign-in could not be checked: the server did not answer. Reload the page to try again.');
    expect(await page.evaluate(() => localStorage.getItem('token'))).not.toBeNull();
  });

  it('sends a signed-in user away from the login pages to /admin', async () => {
    const page = await h.newPage();
    for (const route of ['/admin/login', '/admin/forget', '/admin/verify', '/admin/update']) {
      await page.goto(route);
      await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
      expect(new URL(page.url()).pathname, route).toMatch(/^\/admin\/?$/);
    }
  });

  it('a 401 from any call signs out to /admin/login', async () => {
    const page = await h.open('/admin');
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    // the token is revoked elsewhere (e.g. signed out in another tab); reading users needs a token
    const token = await page.evaluate(() => localStorage.getItem('token'));
    await fetch(`${h.base}/v2/api/logout`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    // any call the open screen makes next (the dashboard's own reads, presence) may get the 401 before the click does
    await page
      .getByRole('navigation', { name: 'Admin sections' })
      .getByRole('link', { name: 'User Management' })
      .click({ timeout: 5_000 })
      .catch(() => undefined);
    await page.waitForURL('**/admin/login');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });
});

describe('login', () => {
  it('asks for both fields, shows the server message, then signs in with the toasts', async () => {
    const page = await h.open('/admin/login', { signedIn: false });
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByLabel('Email').fill('   ');
    await page.getByRole('button', { name: 'SIGN IN' }).click();
    await expectToast(page, 'Please enter both email and password');

    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: 'SIGN IN' }).click();
    await expectToast(page, 'Invalid email or password');
    expect(page.url()).toContain('/admin/login');

    // show/hide password
    const password = page.getByLabel('Password', { exact: true });
    expect(await password.getAttribute('type')).toBe('password');
    await page.getByRole('button', { name: 'Show password' }).click();
    expect(await password.getAttribute('type')).toBe('text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    expect(await password.getAttribute('type')).toBe('password');
    await page.getByLabel('Remember me').check();

    // a slow server: SIGNING IN... (disabled) and the Signing in... toast
    // (the server's answer is held until the test has seen both)
    const slow = await holdRequests(page, '**/v2/api/login');
    await password.fill(ADMIN.password);
    await page.getByRole('button', { name: 'SIGN IN' }).click();
    const busy = page.getByRole('button', { name: 'SIGNING IN...' });
    await busy.waitFor();
    expect(await busy.isDisabled()).toBe(true);
    await expectToast(page, 'Signing in...');
    slow.release();
    await expectToast(page, 'Login successful!');
    await page.waitForURL((url) => url.pathname === '/admin' || url.pathname === '/admin/');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
    expect(await page.title()).toBe('Admin | Dashboard');
  });

  it('shows "An error occurred during login" when the server cannot be reached', async () => {
    const page = await signInAnswered((route) => route.abort());
    await expectToast(page, 'An error occurred during login');
  });

  it('shows "Login failed" when the server refuses without a message', async () => {
    const page = await signInAnswered((route) => route.fulfill({ ...FAILED_ANSWER, status: 401 }));
    await expectToast(page, 'Login failed');
  });
  // Forgot Password, Verify Code and Update Password: password-reset.browser.test.ts
});

describe('toasts', () => {
  it('sit top-right, errors last about 4 s, and at most 20 show at once', async () => {
    const page = await h.open('/admin/login', { signedIn: false });
    const button = page.getByRole('button', { name: 'SIGN IN' });
    await button.click();
    const first = page.locator('[aria-live]', { hasText: 'Please enter both email and password' }).first();
    await first.waitFor();
    const shownAt = Date.now();
    const box = (await first.boundingBox())!;
    expect(box.x + box.width).toBeGreaterThan(1280 - 80);
    expect(box.y).toBeLessThan(80);
    await first.waitFor({ state: 'detached', timeout: 10_000 });
    // 4000 ms on screen, then the exit and react-hot-toast's 1 s removal delay
    const gone = Date.now() - shownAt;
    expect(gone).toBeGreaterThan(3800);
    expect(gone).toBeLessThan(7000);

    // 25 at once (clicked inside the page, so none has run out before the count)
    await page.evaluate(() => {
      const submit = [...document.querySelectorAll('button')].find((b) => b.textContent === 'SIGN IN')!;
      for (let i = 0; i < 25; i++) submit.click();
    });
    // polled until the toasts are on screen: the 25 clicks run in one task, so React renders their
    // toasts together (a broken limit shows 25, not 20 on the way)
    await expect.poll(() => page.locator('[aria-live]', { hasText: 'Please enter both email and password' }).count()).toBe(20);
  });
});

describe('layout', () => {
  it("has the sidebar links (SPEC.md's 15, issue 14's three), the user from verify with their role (issue 21), titles and breadcrumbs; logout signs out", async () => {
    const page = await h.open('/admin');
    const nav = page.getByRole('navigation', { name: 'Admin sections' });
    await nav.waitFor();
    expect(await nav.getByRole('link').allInnerTexts()).toEqual(SIDEBAR_LINKS);
    expect(await page.getByTestId('sidebar-user-name').innerText()).toBe(ADMIN.name);
    expect(await page.getByTestId('sidebar-user-role').innerText()).toBe('Administrator');
    expect(await page.getByRole('link', { name: /user management/i }).count()).toBeGreaterThan(1);
    await page.getByRole('button', { name: 'Notifications' }).waitFor();
    // the dashboard's measured cards (issue 34): admin/tests/dashboard.browser.test.ts reads their figures
    for (const name of ['Content', 'Unpublished changes', 'Site health', 'Untranslated fields'])
      await page.getByRole('heading', { name, exact: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // the loading bar runs on a route change: starts at 0.2, ends after at least 1 s
    await nav.getByRole('link', { name: 'Pages', exact: true }).click();
    const bar = page.getByTestId('route-progress');
    await bar.waitFor({ state: 'attached' });
    const started = Date.now();
    const firstWidth = await bar.locator('div').evaluate((el) => (el as HTMLElement).style.width);
    expect(['20%', '80%']).toContain(firstWidth);
    await bar.waitFor({ state: 'detached', timeout: 5000 });
    expect(Date.now() - started).toBeGreaterThan(900);

    // every sidebar link opens its screen with the "Admin | {section}" title
    for (const label of SIDEBAR_LINKS) {
      const section = label === 'News' ? 'News Management' : label;
      await nav.getByRole('link', { name: label, exact: true }).click();
      await page.waitForFunction((t) => document.title === t, `Admin | ${section}`);
      await page.locator('main h1').waitFor();
    }
    await page.getByRole('link', { name: 'Settings', exact: true }).click();
    await page.waitForURL('**/admin/setting-page');
    await page.waitForFunction(() => document.title === 'Admin | Site Settings');

    // the breadcrumb home leads to /admin
    await page.getByRole('navigation', { name: 'breadcrumb' }).getByRole('link', { name: 'Home' }).click();
    await page.waitForURL((url) => url.pathname === '/admin' || url.pathname === '/admin/');

    // the email screen and the routes of parts 2 and 3 exist
    for (const [route, title] of [
      ['/admin/email', 'Email'],
      ['/admin/news-detail/5', 'News Detail'],
      ['/admin/project-detail/2', 'Project Detail'],
      ['/admin/our-projects-edit-banner', 'Our Projects Banner'],
    ]) {
      await page.goto(route);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      await page.waitForFunction((t) => document.title === t, `Admin | ${title}`);
    }
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/admin/login');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await page.goto('/admin/pages');
    await page.waitForURL('**/admin/login');
  });

  it('works at 390px: the sidebar opens from the menu button, nothing sticks out sideways', async () => {
    const page = await h.open('/admin', { width: 390 });
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Admin sections' }).isVisible()).toBe(false);
    expect(await overflowsSideways(page)).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const nav = page.getByRole('navigation', { name: 'Admin sections' });
    await nav.waitFor({ state: 'visible' });
    expect(await seriousViolations(page)).toEqual([]);
    await nav.getByRole('link', { name: 'Pages', exact: true }).click();
    await page.waitForURL('**/admin/pages');
    await nav.waitFor({ state: 'hidden' });
    expect(await overflowsSideways(page)).toBe(false);
  });
});
