import { describe, expect, it } from 'vitest';
import { makeImage, SPOOFED_PNG, uploadExists, useTestApp } from '../../test/helpers.ts';
import { sender, storedText, SVG_WITH_SCRIPT } from '../../test/api-fixtures.ts';

const t = useTestApp();
const send = sender(t);

const FULL = {
  banner: { title_en: 'About Us', title_tr: 'Hakkımızda' },
  experience: { description_en: '<p>30 years <strong>building</strong> Trabzon<script>alert(1)</script></p>', description_tr: '<p>30 yıl</p>' },
  image: { title_en: 'Our office', title_tr: 'Ofisimiz' },
};

describe('/api/aboutpage', () => {
  it('answers an empty list and no active record before one exists', async () => {
    expect((await send('GET', '/api/aboutpage', { anonymous: true })).json()).toEqual({ success: true, data: [] });
    expect((await send('GET', '/api/aboutpage/active', { anonymous: true })).json()).toEqual({ success: true, data: null });
  });

  it('requires the fields of each section sent', async () => {
    const cases = [
      { banner: { title_en: 'About', title_tr: ' ' } },
      { experience: { description_en: '<p>ok</p>', description_tr: '<p>&nbsp;</p>' } },
      { image: { title_en: '', title_tr: 'Ofis' } },
    ];
    for (const about_data of cases) {
      const res = await send('POST', '/api/aboutpage', { json: { about_data } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message: 'Please fill in all required fields' });
    }
    let res = await send('POST', '/api/aboutpage', { form: { about_data: '{not json' } });
    expect(res.json()).toMatchObject({ success: false, message: 'about_data must be valid JSON' });
    res = await send('POST', '/api/aboutpage', { form: { about_data: '[1,2]' } });
    expect(res.json().message).toBe('about_data must be a JSON object');
    res = await send('POST', '/api/aboutpage', { form: { about_data: JSON.stringify(FULL), banner_image: SPOOFED_PNG } });
    expect(res.statusCode).toBe(415);
    expect((await send('POST', '/api/aboutpage', { json: { about_data: FULL }, anonymous: true })).statusCode).toBe(401);
    expect((await send('GET', '/api/aboutpage')).json().data).toEqual([]);
  });

  it('creates from a JSON body with about_data as an object, sanitizing the experience HTML', async () => {
    const res = await send('POST', '/api/aboutpage', { json: { about_data: FULL } });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(res.json().message).toBe('About page created successfully');
    expect(data.about_data.banner).toEqual({ title_en: 'About Us', title_tr: 'Hakkımızda', image: '' });
    expect(data.about_data.experience.description_en).toBe('<p>30 years <strong>building</strong> Trabzon</p>');
    expect(data.about_data.image).toEqual({ title_en: 'Our office', title_tr: 'Ofisimiz', path: '' });
    expect(data.status).toBe(1);
  });

  it('updates one section from multipart (about_data as a string) with images, and cleans up replaced files', async () => {
    const id = (await send('GET', '/api/aboutpage')).json().data[0].id;
    let res = await send('PUT', `/api/aboutpage/${id}`, {
      form: {
        about_data: JSON.stringify({ banner: { title_en: 'Who we are', title_tr: 'Biz kimiz' } }),
        banner_image: await makeImage('jpeg'),
        about_image: SVG_WITH_SCRIPT,
      },
    });
    expect(res.json().message).toBe('About page updated successfully');
    let doc = res.json().data.about_data;
    expect(doc.banner.title_en).toBe('Who we are');
    expect(doc.experience.description_tr).toBe('<p>30 yıl</p>'); // sections not sent stay
    expect(doc.image.title_en).toBe('Our office');
    const banner1 = doc.banner.image;
    const about1 = doc.image.path;
    expect(banner1).toMatch(/^\/uploads\/about\/.+\.jpg$/);
    expect(about1).toMatch(/^\/uploads\/about\/.+\.svg$/);
    expect(storedText(t.dataDir, about1)).not.toMatch(/<script|onload/);
    expect(res.json().data.media[banner1].variants.length).toBeGreaterThan(0);

    // a client cannot point an image at another file; the stored one stays
    res = await send('PUT', `/api/aboutpage/${id}`, {
      json: { about_data: { banner: { title_en: 'X', title_tr: 'Y', image: '/uploads/users/someone.jpg' } } },
    });
    expect(res.json().data.about_data.banner.image).toBe(banner1);

    // a new banner image replaces the old file on disk
    res = await send('PUT', `/api/aboutpage/${id}`, { form: { banner_image: await makeImage('png') } });
    doc = res.json().data.about_data;
    expect(doc.banner.image).not.toBe(banner1);
    expect(uploadExists(t.dataDir, doc.banner.image)).toBe(true);
    expect(uploadExists(t.dataDir, banner1)).toBe(false);
    expect(uploadExists(t.dataDir, about1)).toBe(true);

    // clearing the image path removes the file
    res = await send('PUT', `/api/aboutpage/${id}`, { json: { about_data: JSON.stringify({ image: { title_en: 'Office', title_tr: 'Ofis', path: '' } }) } });
    expect(res.json().data.about_data.image).toEqual({ title_en: 'Office', title_tr: 'Ofis', path: '' });
    expect(uploadExists(t.dataDir, about1)).toBe(false);

    // a refused edit changes nothing
    res = await send('PUT', `/api/aboutpage/${id}`, { json: { about_data: { experience: { description_en: '', description_tr: 'x' } } } });
    expect(res.json().message).toBe('Please fill in all required fields');
    expect((await send('GET', '/api/aboutpage/active')).json().data.about_data.experience.description_en).toContain('30 years');

    expect((await send('PUT', '/api/aboutpage/999', { json: { about_data: FULL } })).json()).toMatchObject({ success: false, message: 'About page not found' });
    expect((await send('PUT', '/api/aboutpage/x', { json: { about_data: FULL } })).statusCode).toBe(400);
  });

  it('shows visitors active records only, admins every record', async () => {
    await t.app.db.insertInto('about_pages').values({ about_data: '{}', status: 0 }).execute();
    const admin = (await send('GET', '/api/aboutpage')).json().data;
    const visitor = (await send('GET', '/api/aboutpage', { anonymous: true })).json().data;
    expect(admin.map((r: { status: number }) => r.status)).toEqual([1, 0]);
    expect(visitor.map((r: { status: number }) => r.status)).toEqual([1]);
    expect((await send('GET', '/api/aboutpage/active', { anonymous: true })).json().data.id).toBe(admin[0].id);
  });
});
