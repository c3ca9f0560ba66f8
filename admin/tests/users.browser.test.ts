// User management: validation, profile image checks and round preview, create/edit/delete with the
// alert texts, the protected main administrator, New User in edit mode.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ADMIN, BIG_PNG, FAILED_ANSWER, SVG_FILE, TEXT_FILE, adminSuite, overflowsSideways, png, seriousViolations } from './harness.ts';

const h = adminSuite();

const alertText = (page: Page, text: string) => page.locator('.alert', { hasText: text }).waitFor();
const row = (page: Page, email: string) => page.getByRole('row').filter({ hasText: email });

describe('user management', () => {
  it('checks the form, creates, edits and deletes a user', async () => {
    const page = await h.open('/admin/user-management');
    const admin = row(page, ADMIN.email);
    await admin.waitFor();
    // the main administrator: initial instead of a picture, no Delete
    await admin.getByText('A', { exact: true }).waitFor();
    expect(await admin.getByRole('button', { name: /Delete/ }).count()).toBe(0);
    await page.getByRole('heading', { name: 'Add New User' }).waitFor();
    expect(await page.getByRole('button', { name: 'New User' }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);

    const form = page.locator('form').filter({ has: page.getByLabel('Profile Image') });
    await form.getByLabel('Name').fill('Editor');
    await form.getByLabel('Email').fill('editor@bad');
    await form.getByLabel('Password').fill('secret-1');
    await form.getByRole('button', { name: 'Create User' }).click();
    await alertText(page, 'Please enter a valid email address');
    await form.getByLabel('Email').fill('editor@example.com');
    await form.getByLabel('Password').fill('12345');
    await form.getByRole('button', { name: 'Create User' }).click();
    await alertText(page, 'Password must be at least 6 characters long');

    // file checks before anything is sent
    await form.getByLabel('Profile Image').setInputFiles(TEXT_FILE);
    await alertText(page, 'Please select a valid image file (JPEG, PNG, or GIF)');
    await form.getByLabel('Profile Image').setInputFiles(SVG_FILE);
    await alertText(page, 'Please select a valid image file (JPEG, PNG, or GIF)');
    await form.getByLabel('Profile Image').setInputFiles(BIG_PNG);
    await alertText(page, 'File size must be less than 2MB');
    expect(await form.getByLabel('Profile Image').evaluate((el) => (el as HTMLInputElement).files?.length)).toBe(0);
    await form.getByLabel('Profile Image').setInputFiles(await png());
    const preview = form.getByRole('img', { name: 'Profile Image preview' });
    await preview.waitFor();
    expect(await preview.evaluate((el) => getComputedStyle(el).borderRadius)).toBe('50%');

    await form.getByLabel('Password').fill('secret-1');
    await form.getByRole('button', { name: 'Create User' }).click();
    await alertText(page, 'User created successfully!');
    const editor = row(page, 'editor@example.com');
    await editor.locator('img').waitFor();
    expect(await editor.locator('img').getAttribute('src')).toMatch(/^\/uploads\//);
    // back to an empty create form
    expect(await form.getByLabel('Email').inputValue()).toBe('');
    expect(await form.getByRole('img', { name: 'Profile Image preview' }).count()).toBe(0);

    // the server's message for a taken email
    await form.getByLabel('Email').fill('editor@example.com');
    await form.getByLabel('Password').fill('secret-2');
    await form.getByRole('button', { name: 'Create User' }).click();
    await alertText(page, 'A user with this email already exists');

    // edit: New User appears, the password may stay blank
    await editor.getByRole('button', { name: 'Edit editor@example.com' }).click();
    await page.getByRole('heading', { name: 'Edit User' }).waitFor();
    await page.getByText('Leave blank to keep current password').waitFor();
    expect(await form.getByLabel('Name').inputValue()).toBe('Editor');
    await page.getByRole('button', { name: 'New User' }).click();
    await page.getByRole('heading', { name: 'Add New User' }).waitFor();
    expect(await form.getByLabel('Name').inputValue()).toBe('');
    await editor.getByRole('button', { name: 'Edit editor@example.com' }).click();
    await form.getByLabel('Name').fill('Chief Editor');
    await form.getByLabel('Password').fill('123');
    await form.getByRole('button', { name: 'Update User' }).click();
    await alertText(page, 'Password must be at least 6 characters long');
    await form.getByLabel('Password').fill('');
    await form.getByRole('button', { name: 'Update User' }).click();
    await alertText(page, 'User updated successfully!');
    await editor.getByText('Chief Editor').waitFor();
    await page.getByRole('heading', { name: 'Add New User' }).waitFor();
    // the blank password kept the old one
    const relogin = await fetch(`${h.base}/v2/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'editor@example.com', password: 'secret-1' }),
    });
    expect(relogin.status).toBe(200);
    expect(await seriousViolations(page)).toEqual([]);

    // a confirmation left unanswered goes away after 5000 ms and deletes nothing
    await editor.getByRole('button', { name: 'Delete editor@example.com' }).click();
    const asked = Date.now();
    await page.getByRole('alertdialog').waitFor();
    await page.getByRole('alertdialog').waitFor({ state: 'detached', timeout: 10_000 });
    expect(Date.now() - asked).toBeGreaterThan(4800);
    expect(await editor.count()).toBe(1);

    // delete: No keeps the user; the confirmation sits at top-center
    await editor.getByRole('button', { name: 'Delete editor@example.com' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText('Are you sure you want to delete this user?').waitFor();
    const box = (await confirm.boundingBox())!;
    expect(Math.abs(box.x + box.width / 2 - 640)).toBeLessThan(20);
    expect(box.y).toBeLessThan(100);
    await confirm.getByRole('button', { name: 'No' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await editor.count()).toBe(1);
    await editor.getByRole('button', { name: 'Delete editor@example.com' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click();
    await alertText(page, 'User deleted successfully!');
    await editor.waitFor({ state: 'detached' });
  });

  it('renaming yourself renames the sidebar; works at 390px', async () => {
    const page = await h.open('/admin/user-management', { width: 390 });
    await row(page, ADMIN.email)
      .getByRole('button', { name: `Edit ${ADMIN.email}` })
      .click();
    await page.getByLabel('Name').fill('Site Owner');
    await page.getByRole('button', { name: 'Update User' }).click();
    await page.locator('.alert', { hasText: 'User updated successfully!' }).waitFor();
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await page.getByTestId('sidebar-user-name').filter({ hasText: 'Site Owner' }).waitFor();
    await page.getByRole('button', { name: 'Close navigation' }).click();
    expect(await overflowsSideways(page)).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('shows "Failed to load users" when the list cannot be read', async () => {
    const page = await h.newPage();
    await page.route(
      (url) => url.pathname === '/api/users',
      (route) => route.fulfill(FAILED_ANSWER),
    );
    await page.goto('/admin/user-management');
    await page.locator('.alert', { hasText: 'Failed to load users' }).waitFor();
  });
});
