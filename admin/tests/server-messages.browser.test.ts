// The server's messages that carry a value show in Turkish in the Turkish admin (admin/src/lib/
// serverMessages.ts): a refused notification address in the Company tab's alert, and the sign-in
// limit's wait in the login screen's toast.
import { describe, expect, it } from 'vitest';
import { adminSuite } from './harness.ts';

const h = adminSuite();

describe('server messages with a value, in Turkish', () => {
  it('names the refused address in Turkish', async () => {
    const page = await h.open('/admin/setting-page');
    await page.getByRole('tab', { name: 'Company' }).click();
    await page.getByLabel('Addresses to notify, one per line').fill('sales@example.com\nnot-an-address');
    await page.getByLabel('Language', { exact: true }).selectOption('tr');
    await page.getByRole('button', { name: 'Adresleri Kaydet' }).click();
    await page.getByRole('alert').filter({ hasText: 'Geçerli bir e-posta adresi değil: not-an-address' }).waitFor();
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
