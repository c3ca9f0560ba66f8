// The server's messages show in Turkish in the Turkish admin, translated by their code
// (server/shared/messages.ts, admin/src/i18n/codes/tr.ts): a refused notification address in the
// Company tab's alert, its English reworded on the way so only the code can say what it is, and the
// sign-in limit's wait in the login screen's toast.
import { describe, expect, it } from 'vitest';
import { adminSuite } from './harness.ts';

const h = adminSuite();

describe('server messages with a value, in Turkish', () => {
  it('translates a refusal by its code, not by its English words', async () => {
    const page = await h.open('/admin/setting-page');
    // the server's answer as it comes, its English reworded: only its code and values can say what it is
    await page.route('**/v2/api/mail/lead-recipients', async (route) => {
      if (route.request().method() !== 'PUT') return route.continue();
      const answer = await route.fetch();
      const body = (await answer.json()) as { message: string; code?: string; params?: Record<string, string> };
      expect(body).toMatchObject({ code: 'invalid-email-address', params: { address: 'not-an-address' } });
      await route.fulfill({ response: answer, json: { ...body, message: 'Reworded: that is no address' } });
    });
    await page.getByRole('tab', { name: 'Company' }).click();
    await page.getByLabel('Addresses to notify, one per line').fill('not-an-address');
    await page.getByLabel('Language', { exact: true }).selectOption('tr');
    await page.getByRole('button', { name: 'Adresleri Kaydet' }).click();
    await page.getByRole('alert').filter({ hasText: 'Geçerli bir e-posta adresi değil: not-an-address' }).waitFor();
    await page.unroute('**/v2/api/mail/lead-recipients');
  });

  it('says how long to wait before signing in again, in Turkish', async () => {
    const visitor = await h.browser.newContext({ locale: 'tr-TR', baseURL: h.base, reducedMotion: 'reduce' });
    try {
      const page = await visitor.newPage();
      await page.goto('/admin/login');
      await page.locator('input[type=email]').fill('nobody@browser.test');
      await page.locator('input[type=password]').fill('wrong-password');
      // wrong passwords until the limit answers (after 5 from one address)
      let status = 0;
      for (let i = 0; i < 10 && status !== 429; i++) {
        const answer = page.waitForResponse((r) => r.url().endsWith('/v2/api/login'));
        await page.locator('button[type=submit]').click();
        status = (await answer).status();
      }
      expect(status).toBe(429);
      const toast = page.getByRole('status').filter({ hasText: 'Çok fazla başarısız giriş denemesi' });
      await toast.waitFor();
      expect(await toast.innerText()).toMatch(/Çok fazla başarısız giriş denemesi; \d+ saniye sonra yeniden deneyin/);
    } finally {
      await visitor.close();
    }
  });
});
