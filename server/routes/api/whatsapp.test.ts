import { describe, expect, it } from 'vitest';
import { makeImage, SPOOFED_PNG, uploadExists, useTestApp } from '../../test/helpers.ts';
import { oversized, sender, storedText, SVG_WITH_SCRIPT } from '../../test/api-fixtures.ts';

const t = useTestApp();
const send = sender(t);

describe('/api/whatsapp', () => {
  it('checks the phone number and the icon', async () => {
    const post = (form: Parameters<typeof send>[2]) => send('POST', '/api/whatsapp', form);
    let res = await post({ form: { phone_number: ' ', tab: '0' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: 'Phone number is required' });
    for (const bad of ['+905551234567', '90 555 123 45 67', '0555-123', '123']) {
      res = await post({ form: { phone_number: bad } });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Please enter a valid phone number with country code (digits only)');
    }
    res = await post({ form: { phone_number: '905551234567', icon: SPOOFED_PNG } });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe('Please select a valid image file (JPEG, PNG, or SVG)');
    res = await post({ form: { phone_number: '905551234567', icon: oversized(await makeImage('png'), 2 * 1024 * 1024) } });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('File size must be less than 2MB');
    expect((await send('GET', '/api/whatsapp')).json().data).toEqual([]);
  });

  // The admin's form shows the tooltips a blank field gets: it learns them here, not from the server's code.
  it('answers the default tooltips with the list, to the admin and to a visitor', async () => {
    const defaults = { tooltip_text: 'Chat with us on WhatsApp', tooltip_text_tr: "WhatsApp'ta bizimle sohbet edin" };
    expect((await send('GET', '/api/whatsapp')).json()).toMatchObject({ success: true, defaults });
    expect((await t.app.inject({ method: 'GET', url: '/api/whatsapp' })).json()).toMatchObject({ success: true, defaults });
  });

  it('creates with defaults, reads, updates, toggles and deletes with the icon', async () => {
    const created = await send('POST', '/api/whatsapp', { form: { phone_number: '905551234567' } });
    expect(created.json()).toMatchObject({
      success: true,
      message: 'WhatsApp setting created successfully!',
      data: {
        phone_number: '905551234567',
        tooltip_text: 'Chat with us on WhatsApp',
        tooltip_text_tr: "WhatsApp'ta bizimle sohbet edin",
        icon_path: null,
        tab: 0,
        status: 1,
      },
    });
    const a = created.json().data;

    const withIcon = await send('POST', '/api/whatsapp', {
      form: {
        phone_number: '905559876543',
        tooltip_text: 'Write to us',
        tooltip_text_tr: 'Bize yazın',
        tab: '1',
        status: '0',
        icon: await makeImage('png', 50, 50),
      },
    });
    const b = withIcon.json().data;
    expect(b).toMatchObject({ tooltip_text: 'Write to us', tooltip_text_tr: 'Bize yazın', tab: 1, status: 0 });
    expect(b.icon_path).toMatch(/^\/uploads\/whatsapp\/.+\.png$/);
    expect(uploadExists(t.dataDir, b.icon_path)).toBe(true);
    expect(b.media[b.icon_path]).toBeTruthy();

    // visitors see active rows only; /active answers one object
    expect((await send('GET', '/api/whatsapp')).json().data.map((w: { id: number }) => w.id)).toEqual([a.id, b.id]);
    expect((await send('GET', '/api/whatsapp', { anonymous: true })).json().data.map((w: { id: number }) => w.id)).toEqual([a.id]);
    expect((await send('GET', '/api/whatsapp/active', { anonymous: true })).json().data).toMatchObject({ id: a.id, phone_number: '905551234567' });

    // an SVG icon replaces the PNG, which leaves the disk; its script does not survive
    const upd = await send('PUT', `/api/whatsapp/${b.id}`, { form: { phone_number: '905559876543', tooltip_text: '', icon: SVG_WITH_SCRIPT } });
    expect(upd.json()).toMatchObject({ success: true, message: 'WhatsApp setting updated successfully!' });
    const updated = upd.json().data;
    expect(updated.tooltip_text).toBe('Chat with us on WhatsApp'); // blank falls back to the default
    expect(updated.tooltip_text_tr).toBe('Bize yazın'); // not sent: kept
    expect(updated.tab).toBe(1);
    expect(updated.icon_path).toMatch(/\.svg$/);
    expect(storedText(t.dataDir, updated.icon_path)).not.toMatch(/<script|onload/);
    expect(uploadExists(t.dataDir, b.icon_path)).toBe(false);
    const badPhone = await send('PUT', `/api/whatsapp/${b.id}`, { form: { phone_number: '' } });
    expect(badPhone.json().message).toBe('Phone number is required');

    // toggles in all three forms
    let res = await send('PUT', `/api/whatsapp/${b.id}/toggle-status`);
    expect(res.json()).toMatchObject({ success: true, message: 'WhatsApp status updated successfully!', data: { id: b.id, status: 1 } });
    res = await send('PATCH', `/api/whatsapp/${a.id}/toggle-status`);
    expect(res.json().data.status).toBe(0);
    expect((await send('GET', '/api/whatsapp/active', { anonymous: true })).json().data.id).toBe(b.id);
    res = await send('PUT', `/api/whatsapp/toggle/${b.id}`);
    expect(res.json().data.status).toBe(0);
    expect((await send('GET', '/api/whatsapp/active', { anonymous: true })).json()).toEqual({ success: true, data: null });

    const del = await send('DELETE', `/api/whatsapp/${b.id}`);
    expect(del.json()).toMatchObject({ success: true, message: 'WhatsApp setting deleted successfully!' });
    expect(uploadExists(t.dataDir, updated.icon_path)).toBe(false);
    expect((await send('DELETE', `/api/whatsapp/${b.id}`)).json()).toMatchObject({ success: false, message: 'WhatsApp setting not found' });
    expect((await send('DELETE', `/api/whatsapp/${a.id}`, { anonymous: true })).statusCode).toBe(401);
  });
});
