import { describe, expect, it } from 'vitest';
import { makeImage, uploadExists, useTestApp } from '../../test/helpers.ts';
import { makeIco, sender } from '../../test/api-fixtures.ts';
import { imageSettingSuite } from '../../test/image-setting-suite.ts';

imageSettingSuite({
  url: '/api/favicon',
  field: 'favicon',
  column: 'favicon_path',
  folder: 'favicons',
  thing: 'Favicon',
  missingFileMessage: 'Please select a favicon file',
  typeMessage: 'Please select a valid image file (JPEG, PNG, SVG, or ICO)',
  sizeMessage: 'File size must be less than 1MB',
  maxBytes: 1024 * 1024,
});

describe('/api/favicon ICO', () => {
  const t = useTestApp();
  const send = sender(t);

  it('accepts an ICO file and answers it as the active favicon_path', async () => {
    const ico = makeIco((await makeImage('png', 16, 16)).content);
    const res = await send('POST', '/api/favicon', { form: { favicon: ico } });
    expect(res.statusCode).toBe(200);
    const path = res.json().data.favicon_path;
    expect(path).toMatch(/^\/uploads\/favicons\/.+\.ico$/);
    expect(uploadExists(t.dataDir, path)).toBe(true);
    const active = await send('GET', '/api/favicon/active', { anonymous: true });
    expect(active.json().data.favicon_path).toBe(path);
  });
});
