import { describe, expect, it } from 'vitest';
import { makeImage, SPOOFED_PNG, uploadExists, useTestApp } from '../../test/helpers.ts';
import { sender, type Send } from '../../test/api-fixtures.ts';

const t = useTestApp();
const send = sender(t);
let id: number;

const card = (n: number, extra: Record<string, unknown> = {}) => ({
  title_en: `Office ${n}`,
  title_tr: `Ofis ${n}`,
  description_en: `<p>Street ${n}</p>`,
  description_tr: `<p>Sokak ${n}</p>`,
  ...extra,
});
const stored = async () => (await send('GET', '/api/contact')).json().data[0].contact_data;

describe('/api/contact', () => {
  it('answers no record before the admin creates one; POST {} creates the empty record', async () => {
    expect((await send('GET', '/api/contact', { anonymous: true })).json()).toEqual({ success: true, data: [] });
    expect((await send('GET', '/api/contact/active', { anonymous: true })).json()).toEqual({ success: true, data: null });
    const created = await send('POST', '/api/contact', { form: { contact_data: '{}' } });
    const record = created.json().data;
    id = record.id;
    expect(record.status).toBe(1);
    expect(record.contact_data).toEqual({
      banner: { title_en: '', title_tr: '', image: '' },
      section: { title_en: '', title_tr: '' },
      cards: [],
      location: { title_en: '', title_tr: '', description_en: '', description_tr: '' },
      kvkk: { notice_en: '', notice_tr: '', url_en: '', url_tr: '' },
    });
    expect((await send('GET', '/api/contact')).json().data.map((r: { id: number }) => r.id)).toEqual([id]);
    expect((await send('GET', '/api/contact/active', { anonymous: true })).json().data.id).toBe(id);
  });

  it("stores the lead form's KVKK notice and refuses a link a visitor could not safely open", async () => {
    const kvkk = {
      notice_en: 'We process your data to answer you.',
      notice_tr: 'Verileriniz size dönüş için işlenir.',
      url_en: '/en/kvkk/',
      url_tr: 'https://example.com/kvkk',
    };
    const saved = await send('PUT', `/api/contact/${id}`, { form: { contact_data: JSON.stringify({ kvkk }) } });
    expect(saved.statusCode).toBe(200);
    expect((await stored()).kvkk).toEqual(kvkk);
    for (const bad of [{ url_tr: 'javascript:alert(1)' }, { notice_en: 'x'.repeat(1001) }]) {
      const res = await send('PUT', `/api/contact/${id}`, { form: { contact_data: JSON.stringify({ kvkk: { ...kvkk, ...bad } }) } });
      expect(res.statusCode).toBe(400);
    }
    expect((await stored()).kvkk).toEqual(kvkk);
  });

  it('needs all four text fields of every card', async () => {
    for (const bad of [card(1, { title_tr: '' }), card(1, { description_en: '<p> </p>' }), { title_en: 'A', title_tr: 'B', description_en: 'C' }]) {
      const res = await send('PUT', `/api/contact/${id}`, { form: { contact_data: JSON.stringify({ cards: [bad] }) } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message: 'Please fill in all required fields' });
    }
    expect((await stored()).cards).toEqual([]);
  });

  it('puts the i-th card image on the card at the i-th index; a new card starts enabled', async () => {
    const [png, jpeg, banner] = [await makeImage('png'), await makeImage('jpeg'), await makeImage('png', 192, 60)];
    const contact_data = JSON.stringify({
      banner: { title_en: 'Contact', title_tr: 'İletişim' },
      section: { title_en: 'Reach us', title_tr: 'Bize ulaşın' },
      cards: [card(1), card(2), card(3, { status: 0 })],
      location: { title_en: 'Location', title_tr: 'Konum', description_en: '<p>Trabzon<script>x()</script></p>', description_tr: '<p>Trabzon</p>' },
    });
    const res = await send('PUT', `/api/contact/${id}`, {
      form: { contact_data, banner_image: banner, card_images: [jpeg, png], card_indices: ['2', '0'] },
    });
    expect(res.json()).toMatchObject({ success: true, message: 'Contact page updated successfully' });
    const doc = res.json().data.contact_data;
    expect(doc.cards.map((c: { status: boolean }) => c.status)).toEqual([true, true, false]);
    expect(doc.cards[2].image).toMatch(/^\/uploads\/contact\/.+\.jpg$/);
    expect(doc.cards[0].image).toMatch(/^\/uploads\/contact\/.+\.png$/);
    expect(doc.cards[1].image).toBe('');
    expect(doc.banner).toMatchObject({ title_en: 'Contact', title_tr: 'İletişim' });
    expect(uploadExists(t.dataDir, doc.banner.image)).toBe(true);
    expect(doc.location.description_en).toBe('<p>Trabzon</p>');
    expect(Object.keys(res.json().data.media).sort()).toEqual([doc.banner.image, doc.cards[0].image, doc.cards[2].image].sort());
  });

  it('checks the card indices and the image types', async () => {
    const doc = await stored();
    const put = (form: Parameters<Send>[2]) => send('PUT', `/api/contact/${id}`, form);
    let res = await put({ form: { card_images: [await makeImage('png')] } });
    expect(res.json()).toMatchObject({ success: false, message: 'Each card image needs a card index' });
    res = await put({ form: { card_images: [await makeImage('png')], card_indices: '3' } });
    expect(res.json()).toMatchObject({ success: false, message: 'Invalid card index' });
    res = await put({ form: { card_images: [await makeImage('png')], card_indices: 'first' } });
    expect(res.json().message).toBe('Invalid card index');
    res = await put({ form: { card_images: [SPOOFED_PNG], card_indices: '0' } });
    expect(res.statusCode).toBe(415);
    expect(await stored()).toEqual(doc);
  });

  it('hides disabled cards from visitors', async () => {
    const visitor = (await send('GET', '/api/contact', { anonymous: true })).json().data[0].contact_data.cards;
    expect(visitor.map((c: { title_en: string }) => c.title_en)).toEqual(['Office 1', 'Office 2']);
    const active = (await send('GET', '/api/contact/active')).json().data.contact_data.cards;
    expect(active).toHaveLength(2);
    expect((await stored()).cards).toHaveLength(3);
  });

  it('replaces a card image by index and removes a dropped card with its image (contact_data as an object)', async () => {
    const before = await stored();
    let res = await send('PUT', `/api/contact/${id}`, { form: { card_images: [await makeImage('jpeg')], card_indices: JSON.stringify([0]) } });
    const replaced = res.json().data.contact_data.cards[0].image;
    expect(replaced).not.toBe(before.cards[0].image);
    expect(uploadExists(t.dataDir, before.cards[0].image)).toBe(false);

    const [first, second] = res.json().data.contact_data.cards;
    res = await send('PUT', `/api/contact/${id}`, { json: { contact_data: { cards: [first, { ...second, title_en: 'Head office' }] } } });
    const doc = res.json().data.contact_data;
    expect(doc.cards.map((c: { title_en: string }) => c.title_en)).toEqual(['Office 1', 'Head office']);
    expect(uploadExists(t.dataDir, before.cards[2].image)).toBe(false);
    expect(uploadExists(t.dataDir, replaced)).toBe(true);
    expect(doc.location.title_en).toBe('Location');
  });

  it('creates a further record with POST', async () => {
    const res = await send('POST', '/api/contact', {
      form: {
        contact_data: JSON.stringify({ section: { title_en: 'Hi', title_tr: 'Merhaba' }, cards: [card(9)] }),
        card_images: [await makeImage('png')],
        card_indices: '0',
      },
    });
    expect(res.json()).toMatchObject({ success: true, message: 'Contact page created successfully', data: { status: 1 } });
    expect(res.json().data.contact_data.cards[0]).toMatchObject({ title_en: 'Office 9', status: true });
    expect(res.json().data.contact_data.cards[0].image).toMatch(/^\/uploads\/contact\//);
    // the public site keeps using the first active record
    expect((await send('GET', '/api/contact/active')).json().data.id).toBe(id);
    expect((await send('POST', '/api/contact', { form: { contact_data: '{}' }, anonymous: true })).statusCode).toBe(401);
    expect((await send('PUT', '/api/contact/999', { form: { contact_data: '{}' } })).json().message).toBe('Contact page not found');
  });
});
