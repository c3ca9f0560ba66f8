// A visitor's lead, end to end on the REAL built site (issue 23): the form on a project page solves its
// proof of work in the browser and posts; the lead shows on the admin's Leads screen with its project,
// counted as new in the top bar. A bot-like send (the hidden honeypot filled, or no proof at all) is
// told nothing useful and stores nothing. The project page with its form is axe clean.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, BENCH_ADMIN, type RunningServer } from '../../server/test/real-server.ts';
import { launchChromium } from '../../server/test/chromium.ts';
import { adminSnapshot, seriousViolations } from './harness.ts';
import type { Browser } from 'playwright-core';
import type { Lead } from '../../server/api-types.ts';

let server: RunningServer;
let browser: Browser;
let token: string;
let project: { id: number; slug: string; title_tr: string; title_en: string };

const leadCount = async () =>
  ((await (await fetch(`${server.url}/api/leads`, { headers: { authorization: `Bearer ${token}` } })).json()) as { leads: unknown[] }).leads.length;

async function visitorPage(path: string): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
  page.setDefaultTimeout(20_000);
  await page.goto(server.url + path);
  return page;
}

/** Fills the visible fields as a person does (the first focus starts the proof of work). */
async function fillLead(page: Page, name: string): Promise<void> {
  const form = page.locator('form[data-lead-form]');
  await form.getByLabel('Adınız soyadınız').fill(name);
  await form.getByLabel('Telefon').fill('0532 123 45 67');
  await form.getByLabel('E-posta (isteğe bağlı)').fill('ayse@example.com');
  await form.getByLabel('Mesajınız (isteğe bağlı)').fill('Üç oda bir salon daire var mı?');
  await form.getByRole('checkbox').check();
}

describe('the lead form on the built site, and the Leads screen', () => {
  beforeAll(async () => {
    server = await startServer({ seed: true, adminDir: adminSnapshot });
    browser = await launchChromium();
    const login = await fetch(`${server.url}/v2/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(BENCH_ADMIN),
    });
    token = ((await login.json()) as { token: string }).token;
    const active = (await (await fetch(`${server.url}/v2/api/projects/active`)).json()) as { projects: (typeof project)[] };
    project = active.projects[0];
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('a lead sent from a project page is stored with the project', async () => {
    // the first publish after a start builds the whole site
    await expect.poll(async () => (await fetch(`${server.url}/project/${project.slug}/`)).status, { timeout: 240_000, interval: 1000 }).toBe(200);
    const page = await visitorPage(`/project/${project.slug}/`);
    expect(await page.locator('form[data-lead-form] input[name=consent]').isChecked()).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);
    await fillLead(page, 'Ayşe Yılmaz');
    const status = page.locator('[data-lead-status]');
    // a send within 3 s of the form's first focus is refused as too fast and may simply be sent again
    const tooFast = 'Form çok hızlı gönderildi. Lütfen birkaç saniye sonra yeniden deneyin.';
    const answers: string[] = [];
    await expect
      .poll(
        async () => {
          await page.getByRole('button', { name: 'Gönder' }).click();
          await expect.poll(() => status.textContent()).not.toBe('Gönderiliyor…');
          answers.push((await status.textContent()) ?? '');
          return answers.at(-1);
        },
        { timeout: 60_000, interval: 2000 },
      )
      .not.toBe(tooFast);
    expect(answers.at(-1), answers.join(' | ')).toBe('Teşekkürler, mesajınız alındı. En kısa sürede size dönüş yapacağız.');
    expect(await page.locator('form[data-lead-form]').getByLabel('Adınız soyadınız').inputValue()).toBe('');
    const stored = (await (await fetch(`${server.url}/api/leads`, { headers: { authorization: `Bearer ${token}` } })).json()) as { leads: Lead[] };
    expect(stored.leads).toMatchObject([{ name: 'Ayşe Yılmaz', phone: '+905321234567', lang: 'tr', state: 'new', project: { id: project.id } }]);
  }, 400_000);

  it('the Leads screen shows the lead with its project, counts it as new, and keeps a state and a note', async () => {
    const admin = await browser.newContext({ viewport: { width: 1280, height: 900 }, baseURL: server.url, reducedMotion: 'reduce' });
    await admin.addInitScript((t) => localStorage.setItem('token', t), token);
    const screen = await admin.newPage();
    screen.setDefaultTimeout(20_000);
    const pageErrors: string[] = [];
    screen.on('pageerror', (e) => pageErrors.push(e.message));
    screen.on('console', (m) => m.type() === 'error' && pageErrors.push(m.text()));
    await screen.goto('/admin/');
    await screen
      .getByTestId('new-leads-count')
      .filter({ hasText: '1 new lead' })
      .waitFor()
      .catch(async (err: Error) => {
        const header = await screen
          .locator('header')
          .first()
          .innerText()
          .catch(() => '(no header)');
        const answer = await screen.evaluate(
          async (t) => (await fetch('/api/leads?status=new&limit=1', { headers: { authorization: `Bearer ${t}` } })).text(),
          token,
        );
        throw new Error(
          `${err.message}\nheader: ${header}\nurl: ${screen.url()}\nanswer: ${answer}\nerrors: ${pageErrors.join(' | ')}\nbody: ${(await screen.locator('body').innerText()).slice(0, 300)}`,
        );
      });
    await screen.getByRole('link', { name: 'Leads' }).first().click();
    const row = screen.getByRole('row').filter({ hasText: 'Ayşe Yılmaz' });
    await row.waitFor();
    expect(await row.textContent()).toContain(project.title_tr);
    expect(await row.textContent()).toContain('+905321234567');
    await row.getByRole('combobox').selectOption('contacted');
    await row.getByRole('textbox').fill('Arandı');
    await row.getByRole('button', { name: 'Save' }).click();
    await screen.getByText('Lead updated').first().waitFor();
    await screen.getByTestId('new-leads-count').waitFor({ state: 'detached' });
    expect(await seriousViolations(screen)).toEqual([]);
  }, 120_000);

  it('a bot-like send stores nothing: the honeypot filled is told it worked, no proof is refused', async () => {
    const before = await leadCount();
    const page = await visitorPage(`/en/project/${project.slug}/`);
    const form = page.locator('form[data-lead-form]');
    await form.getByLabel('Your name').fill('Bot');
    await form.getByLabel('Phone').fill('+44 20 7946 0958');
    await form.locator('input[name=website]').fill('http://spam.example', { force: true });
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Send' }).click();
    await form.getByText('Thank you, your message has been received.').waitFor();
    const unproven = await page.evaluate(async () => {
      const res = await fetch('/api/leads', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Bot', phone: '+44 20 7946 0958', lang: 'en', consent: true, website: '' }),
      });
      return { status: res.status, body: await res.json() };
    });
    expect(unproven).toEqual({ status: 400, body: { success: false, message: 'The form could not be verified. Please reload the page and try again.' } });
    expect(await leadCount()).toBe(before);
  }, 120_000);
});
