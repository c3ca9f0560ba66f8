// Forgot Password, Verify Code and Update Password in Chromium, against the real server and a real
// SMTP server (smtp-server on 127.0.0.1): the code arrives by mail, the new password signs in, the
// session from before the reset ends.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSmtp, type TestSmtp } from '../../server/mail/test-smtp.ts';
import { ADMIN, expectToast, seriousViolations, startAdmin, type AdminHarness } from './harness.ts';

let smtp: TestSmtp;
let h: AdminHarness;

beforeAll(async () => {
  smtp = await startTestSmtp();
  h = await startAdmin({ env: { SMTP_URL: smtp.url } });
});
afterAll(async () => {
  await h?.close();
  await smtp?.close();
});

const codeOf = (text: string) => /: ([0-9]{6})\s/.exec(text)![1]!;

describe('password reset by mail', () => {
  it('mails a code, takes it, sets the new password and ends the sessions from before', async () => {
    const before = await h.open('/admin/', { signedIn: true });
    await before.getByRole('heading', { name: 'Dashboard' }).first().waitFor();

    const page = await h.open('/admin/login', { signedIn: false });
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL('**/admin/forget');
    expect(await page.title()).toBe('Admin | Forgot Password');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Send Code' }).click();
    await page.getByRole('alert').filter({ hasText: 'Please enter your email address' }).waitFor();
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByRole('button', { name: 'Send Code' }).click();
    await expectToast(page, 'If this address has an account, a code has been sent');
    await page.waitForURL('**/admin/verify');
    await expect.poll(() => smtp.received.length).toBe(1);
    const code = codeOf(smtp.received[0]!.text);

    // the email comes along from the first screen
    expect(await page.getByLabel('Email').inputValue()).toBe(ADMIN.email);
    await page.getByLabel('Verification code').fill(code === '000000' ? '000001' : '000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('alert').filter({ hasText: 'The code is wrong or has expired' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel('Verification code').fill(code);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL('**/admin/update');

    await page.getByLabel('New password').fill('browser-new-pass-2');
    await page.getByLabel('Confirm password').fill('browser-new-pass-3');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await page.getByRole('alert').filter({ hasText: 'The passwords do not match' }).waitFor();
    await page.getByLabel('Confirm password').fill('browser-new-pass-2');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expectToast(page, 'Password updated');
    await page.waitForURL('**/admin/login');

    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill('browser-new-pass-2');
    await page.getByRole('button', { name: 'SIGN IN' }).click();
    await page.waitForURL((url) => !url.pathname.endsWith('/login'));

    // the tab signed in before the reset is signed out at its next call
    await before.reload();
    await before.waitForURL('**/admin/login');
  });
});
