// The publish status in the top bar: published -> queued/building -> published after an edit, by
// itself; Publish now, Roll back, and a failed build with its log. The site builder is the stand-in
// of server/test/fake-builder.ts (real release folders, the real queue and switch, no Astro).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminSuite, expectToast, seriousViolations, waitForState } from './harness.ts';

const h = adminSuite({ buildDelayMs: 2500 }, async () => {
  // the first start builds at once: wait for that first release
  await h.publisher.whenSettled();
});

const state = (page: Page) => page.getByTestId('publish-state');

describe('publish status', () => {
  it('moves from building to published after an edit, without a reload', async () => {
    const page = await h.open('/admin/pages');
    await waitForState(page, 'Published');
    const releaseBefore = h.publisher.status().current!.id;

    await page.getByRole('button', { name: /Publishing details/ }).click();
    const liveAt = page.getByTestId('publish-live-at');
    expect(await liveAt.innerText()).toMatch(/^Live release published \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    expect(await page.getByRole('link', { name: 'View site' }).getAttribute('href')).toBe('/');
    expect(await page.getByRole('button', { name: 'Roll back' }).isDisabled()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Add New Page' }).click();
    await page.getByLabel('English Page Name').fill('News');
    await page.getByLabel('Turkish Page Name').fill('Haberler');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectToast(page, 'Page created successfully');
    await waitForState(page, 'Building', 5000);
    await waitForState(page, 'Published');
    expect(h.publisher.status().current!.id).not.toBe(releaseBefore);
    expect(h.builder.calls).toBe(2);
    await state(page).waitFor();

    // now there is an earlier release to go back to
    await page.getByRole('button', { name: /Publishing details/ }).click();
    await page.getByRole('button', { name: 'Roll back' }).click();
    await expectToast(page, 'Rolled back to the previous release');
    expect(h.publisher.status().current!.id).toBe(releaseBefore);
  });

  it('Publish now builds; a failed build shows Failed with its log and the live release stays', async () => {
    const page = await h.open('/admin', { width: 390 });
    await waitForState(page, 'Published');
    const live = h.publisher.status().current!.id;
    h.builder.failWith = 'Error: boom in [slug].astro';
    await page.getByRole('button', { name: /Publishing details/ }).click();
    await page.getByRole('button', { name: 'Publish now' }).click();
    await expectToast(page, 'Publishing started');
    await waitForState(page, 'Building', 5000);
    await waitForState(page, 'Failed');
    await page.getByText('Failure log').waitFor();
    await page.locator('pre', { hasText: 'Error: boom in [slug].astro' }).waitFor();
    expect(h.publisher.status().current!.id).toBe(live);
    expect(await seriousViolations(page)).toEqual([]);

    h.builder.failWith = null;
    await page.getByRole('button', { name: 'Publish now' }).click();
    await waitForState(page, 'Published', 20_000);
    expect(await page.getByText('Failure log').count()).toBe(0);
  });

  it('shows Out of date while the server reports the live release stale, Published once it is not', async () => {
    const page = await h.newPage();
    // The server's own answer, with upToDate as a server with a live release built from other content
    // answers it (the harness's publisher has no source reader, so it answers null).
    let stale = true;
    await page.route('**/v2/api/build', async (route) => {
      const response = await route.fetch();
      const answer = await response.json();
      if (stale && route.request().method() === 'GET') answer.build.upToDate = false;
      await route.fulfill({ response, json: answer });
    });
    await page.goto('/admin');
    await waitForState(page, 'Out of date');
    expect(await page.getByRole('button', { name: 'Site: Out of date. Publishing details' }).count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);

    stale = false;
    await page.getByRole('button', { name: /Publishing details/ }).click();
    await page.getByText('The live site was built from other content or code. Publish now to update it.').waitFor();
    await page.getByRole('button', { name: 'Publish now' }).click();
    await waitForState(page, 'Published', 20_000);
    expect(await page.getByText('The live site was built from other content or code.', { exact: false }).count()).toBe(0);
  });
});
