// The work of `npm run media:variants`: the AVIF variants that existing uploads lack (stored before
// AVIF, or by the demo seed), made one upload at a time with MediaStore's own code, so each lands
// beside its original (public or private) and in both copies' records as an upload's would. An upload
// whose record lists its AVIF is done: a second run, or a run after Ctrl+C, starts where the last stopped
// (an upload cut off halfway is made again whole: its record changes only once all its files are written).
import path from 'node:path';
import { liveDatabaseFile, openLiveCopy } from '../../content-db/live.ts';
import { allMedia } from '../../content-db/media.ts';
import { migrateToLatest } from '../../content-db/migrate.ts';
import { databaseFile, openDatabase } from '../../content-db/open.ts';
import { needsAvif } from '../../server/lib/media-avif.ts';
import { MediaStore } from '../../server/lib/media.ts';

export interface VariantsReport {
  /** uploads that lacked AVIF variants when the run began */
  total: number;
  made: number;
  /** named by a record but with no file in either folder */
  missing: string[];
}

export async function makeMissingVariants(dataDir: string, log: (line: string) => void): Promise<VariantsReport> {
  const db = openDatabase(databaseFile(dataDir));
  const live = await migrateToLatest(db).then(() => openLiveCopy(db, liveDatabaseFile(dataDir)));
  const media = new MediaStore(db, path.join(dataDir, 'uploads'));
  media.attachLiveCopy(live);
  try {
    const records = { ...(await allMedia(live)), ...(await allMedia(db)) };
    const todo = Object.keys(records)
      .filter((p) => needsAvif(records[p].variants))
      .sort();
    const report: VariantsReport = { total: todo.length, made: 0, missing: [] };
    if (todo.length === 0) log('Every upload has its AVIF variants: nothing to do.');
    for (const [i, p] of todo.entries()) {
      const started = performance.now();
      const outcome = await media.makeAvif(p);
      const took = `${Math.round(performance.now() - started)} ms`;
      if (outcome === 'gone') report.missing.push(p);
      else report.made++;
      const widths = records[p].variants.map((v) => v.width).join(', ');
      log(`${i + 1}/${todo.length} ${p}: ${outcome === 'gone' ? 'no file, skipped' : `AVIF ${widths} px in ${took}`}`);
    }
    return report;
  } finally {
    await media.close();
    await live.destroy();
    await db.destroy();
  }
}
