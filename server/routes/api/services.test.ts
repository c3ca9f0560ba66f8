import { describe, expect, it } from 'vitest';
import { makeImage, SPOOFED_PNG, uploadExists, useTestApp } from '../../test/helpers.ts';
import { sender, storedText, SVG_WITH_SCRIPT } from '../../test/api-fixtures.ts';

const t = useTestApp();
const send = sender(t);
let id: number;

const TYPE_MESSAGE = 'Please select a valid image file (JPG, PNG, or SVG)';
const cards = async () => (await send('GET', `/api/services`)).json().data[0].services_data.services;

describe('/api/services', () => {
  it('creates from multipart with services_data as a string, sanitizing the section HTML', async () => {
    const services_data = JSON.stringify({
      banner: { title_en: 'Services', title_tr: 'Hizmetlerimiz' },
      section: {
        title_en: 'What we do',
        title_tr: 'Neler yapıyoruz',
        description_en: '<p>Build<img src="x" onerror="alert(1)"></p>',
        description_tr: '<p>İnşa</p>',
      },
      services: [],
    });
    const res = await send('POST', '/api/services', { form: { services_data, banner_image: await makeImage('png') } });
    expect(res.json()).toMatchObject({ success: true, message: 'Services page created successfully' });
    const doc = res.json().data.services_data;
    id = res.json().data.id;
    expect(doc.section.description_en).toBe('<p>Build</p>');
    expect(doc.banner.image).toMatch(/^\/uploads\/services\/.+\.png$/);
    expect(doc.services).toEqual([]);
    expect((await send('GET', '/api/services/active', { anonymous: true })).json().data.id).toBe(id);
  });

  it('needs both banner titles', async () => {
    const res = await send('PUT', `/api/services/${id}`, { json: { services_data: { banner: { title_en: 'Services', title_tr: '' } } } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: 'Please fill all required fields' });
  });

  it('adds a card only with both titles and an image of an allowed type', async () => {
    const add = (form: Record<string, string | Awaited<ReturnType<typeof makeImage>>>) => send('PUT', `/api/services/${id}`, { form });
    const incomplete: Array<Parameters<typeof add>[0]> = [
      { service_title_en: 'Design', service_title_tr: 'Tasarım' },
      { service_id: 'new', service_title_en: 'Design', service_image: await makeImage('png') },
    ];
    for (const form of incomplete) {
      const res = await add(form);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Please fill all fields and upload an image');
    }
    let res = await add({ service_title_en: 'Design', service_title_tr: 'Tasarım', service_image: SPOOFED_PNG });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe(TYPE_MESSAGE);
    res = await add({ service_title_en: 'Design', service_title_tr: 'Tasarım', service_image: await makeImage('gif') });
    expect(res.json().message).toBe(TYPE_MESSAGE);
    expect(await cards()).toEqual([]);

    res = await add({ service_id: 'new', service_title_en: 'Design', service_title_tr: 'Tasarım', service_image: SVG_WITH_SCRIPT });
    const [card] = res.json().data.services_data.services;
    expect(card).toMatchObject({ title_en: 'Design', title_tr: 'Tasarım', status: true });
    expect(card.image).toMatch(/\.svg$/);
    expect(storedText(t.dataDir, card.image)).not.toMatch(/<script|onload/);
    res = await add({ service_title_en: 'Build', service_title_tr: 'İnşaat', service_image: await makeImage('jpeg') });
    expect(res.json().data.services_data.services.map((c: { title_en: string }) => c.title_en)).toEqual(['Design', 'Build']);
  });

  it('edits a card by index, replacing its image on disk', async () => {
    const [design] = await cards();
    let res = await send('PUT', `/api/services/${id}`, { form: { service_id: '0', service_title_en: 'Architecture', service_image: await makeImage('png') } });
    const card = res.json().data.services_data.services[0];
    expect(card).toMatchObject({ title_en: 'Architecture', title_tr: 'Tasarım' });
    expect(card.image).not.toBe(design.image);
    expect(uploadExists(t.dataDir, card.image)).toBe(true);
    expect(uploadExists(t.dataDir, design.image)).toBe(false);
    res = await send('PUT', `/api/services/${id}`, { form: { service_id: '0', service_title_en: ' ' } });
    expect(res.json().message).toBe('Please fill all required fields');
    res = await send('PUT', `/api/services/${id}`, { form: { service_id: '7', service_title_en: 'X' } });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Service card not found');
  });

  it('hides disabled cards from visitors and removes the image of a deleted card', async () => {
    const [first, second] = await cards();
    // services_data as an object: the second card disabled
    let res = await send('PUT', `/api/services/${id}`, { json: { services_data: { services: [first, { ...second, status: false }] } } });
    expect(res.json().data.services_data.services.map((c: { status: boolean }) => c.status)).toEqual([true, false]);
    const visitor = (await send('GET', '/api/services', { anonymous: true })).json().data[0].services_data.services;
    expect(visitor.map((c: { title_en: string }) => c.title_en)).toEqual(['Architecture']);
    const active = (await send('GET', '/api/services/active')).json().data.services_data.services;
    expect(active).toHaveLength(1);
    expect(await cards()).toHaveLength(2);

    // dropping the first card from the list deletes its image; the other keeps its own
    res = await send('PUT', `/api/services/${id}`, { form: { services_data: JSON.stringify({ services: [{ ...second, status: true }] }) } });
    expect(res.json().data.services_data.services).toEqual([{ ...second, status: true }]);
    expect(uploadExists(t.dataDir, first.image)).toBe(false);
    expect(uploadExists(t.dataDir, second.image)).toBe(true);
    // the banner and section were not sent, so they stay
    expect(res.json().data.services_data.banner.title_en).toBe('Services');
  });

  it('uploads a banner image on its own, replacing the old one', async () => {
    const before = (await send('GET', '/api/services')).json().data[0].services_data.banner.image;
    const res = await send('PUT', `/api/services/${id}`, { form: { banner_image: await makeImage('jpeg') } });
    const after = res.json().data.services_data.banner.image;
    expect(after).toMatch(/\.jpg$/);
    expect(uploadExists(t.dataDir, before)).toBe(false);
    expect(res.json().data.media[after]).toBeTruthy();
    expect((await send('PUT', `/api/services/${id}`, { form: { banner_image: await makeImage('jpeg') }, anonymous: true })).statusCode).toBe(401);
    expect((await send('PUT', '/api/services/404', { json: { services_data: {} } })).json().message).toBe('Services page not found');
  });
});
