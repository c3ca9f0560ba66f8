// Set-up calls of the project browser tests: multipart writes through the real API with a token (the
// harness's `call` sends JSON only), and small generated pictures.
import type { Page } from 'playwright-core';
import sharp from 'sharp';

type Fields = Record<string, string | number>;
type Picture = { name: string; buffer: Buffer; mimeType: string };

/** A PNG of this size in a colour picked from `seed`, so pictures differ from one another. */
export async function picture(width = 800, height = 600, seed = 0, name = `picture-${seed}.png`): Promise<Picture> {
  const background = { r: (seed * 67) % 256, g: (seed * 131 + 40) % 256, b: (seed * 29 + 90) % 256 };
  const buffer = await sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
  return { name, buffer, mimeType: 'image/png' };
}

/** A multipart write; answers the parsed JSON body (throws when the server says no). */
export async function sendForm<T = any>(
  base: string,
  token: string,
  method: string,
  url: string,
  fields: Fields,
  files: Record<string, Picture[]> = {},
): Promise<T> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, String(v));
  for (const [field, list] of Object.entries(files)) {
    for (const f of list) form.append(field, new Blob([new Uint8Array(f.buffer)], { type: f.mimeType }), f.name);
  }
  const res = await fetch(`${base}${url}`, { method, headers: { authorization: `Bearer ${token}` }, body: form });
  const body = (await res.json()) as T & { success: boolean; message?: string };
  if (!res.ok || !body.success) throw new Error(`${method} ${url}: ${res.status} ${body.message}`);
  return body;
}

/** Creates an active project with a cover; answers it. */
export async function createProject(base: string, token: string, title: string, type: 'ongoing' | 'completed' = 'ongoing', seed = 1) {
  const { project } = await sendForm(
    base,
    token,
    'POST',
    '/v2/api/projects',
    { title_en: title, title_tr: `${title} TR`, type },
    { cover_image: [await picture(800, 600, seed)] },
  );
  return project as { id: number; slug: string; title_en: string };
}

/** Creates a detail of a project; answers it. */
export async function createDetail(base: string, token: string, projectId: number, title: string, seed = 2) {
  const { detail } = await sendForm(
    base,
    token,
    'POST',
    '/v2/api/details',
    { project_id: projectId, title_en: title, title_tr: `${title} TR`, description_en: `<p>${title} text</p>`, description_tr: `<p>${title} metin</p>` },
    { feature_image: [await picture(800, 600, seed)] },
  );
  return detail as { id: number };
}

/** Adds images to a detail's gallery; answers them in order. */
export async function uploadGallery(base: string, token: string, detailId: number, count: number, seed = 10) {
  const files = await Promise.all(Array.from({ length: count }, (_, i) => picture(300, 200, seed + i)));
  const { images } = await sendForm(base, token, 'POST', '/v2/api/gallery/multiple', { project_detail_id: detailId }, { images: files });
  return images as { id: number; image_path: string }[];
}

/** Types into the rich-text editor labelled `label` (e.g. "Description (EN)"). */
export async function typeRich(page: Page, label: string, text: string) {
  await page.getByRole('textbox', { name: label }).click();
  await page.keyboard.type(text);
}
