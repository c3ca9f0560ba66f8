import { expect, it } from 'vitest';
import { uploadExists } from '../../test/helpers.ts';
import { variantPaths } from '../../test/project-fixtures.ts';
import { describeProjectParts } from '../../test/project-part-suite.ts';

describeProjectParts(
  {
    url: '/v2/api/details',
    listKey: 'details',
    itemKey: 'detail',
    thing: 'Detail',
    imageField: 'feature_image',
    texts: ['description_en', 'description_tr'],
    messages: {
      added: 'Detail added successfully',
      updated: 'Detail updated successfully',
      deleted: 'Detail deleted successfully',
      status: 'Detail status updated successfully',
      imageRequired: 'Feature image is required',
    },
  },
  (ctx) => {
    it('deletes a detail with its gallery images and their files, leaving other details alone', async () => {
      const { t, c } = ctx();
      const project = await c.project({ title_en: 'Cascade' });
      const doomed = await c.detail(project.id);
      const other = await c.detail(project.id);
      const images = await c.images(doomed.id, 3);
      const [kept] = await c.images(other.id, 1);
      const files = [doomed.feature_image, ...variantPaths(doomed), ...images.flatMap((g) => [g.image_path, ...variantPaths(g)])];
      for (const f of files) expect(uploadExists(t.dataDir, f)).toBe(true);

      const del = await c.call('DELETE', `/v2/api/details/${doomed.id}`);
      expect(del.json()).toMatchObject({ success: true, message: 'Detail deleted successfully' });
      for (const f of files) expect(uploadExists(t.dataDir, f), f).toBe(false);
      const rows = await t.app.db.selectFrom('project_gallery').select('id').where('project_detail_id', '=', doomed.id).execute();
      expect(rows).toEqual([]);
      for (const g of images) expect((await c.call('DELETE', `/v2/api/gallery/${g.id}`)).statusCode).toBe(404);
      expect(uploadExists(t.dataDir, kept.image_path)).toBe(true);
      expect((await c.get(`/v2/api/gallery/detail/${other.id}`, true)).json().images.map((g: { id: number }) => g.id)).toEqual([kept.id]);
    });
  },
);
