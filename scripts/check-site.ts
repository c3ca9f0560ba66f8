// `npm run check:site`: checks the live release (DIST_DIR/current) the way every release is checked
// before it goes live: every internal href, src and srcset of every page resolves to a file of the
// release or an upload of DATA_DIR, and every result of the site search's index is a page of the release
// (server/publish/search-index.ts). Exits 1 and names each page and URL when one does not.
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../server/config.ts';
import { linkCheckOptions } from '../server/publish/index.ts';
import { checkLinks, describeBroken } from '../server/publish/link-check.ts';
import { checkIndex, SEARCH_DIR } from '../server/publish/search-index.ts';

const config = loadConfig();
const live = path.join(config.distDir, 'current');
if (!fs.existsSync(live)) {
  console.error(`No release is live in ${config.distDir} (run npm start or npm run build:site first).`);
  process.exit(1);
}
const report = checkLinks(live, linkCheckOptions(config));
console.log(`${fs.realpathSync(live)}: ${report.pages} pages, ${report.links} internal links checked in ${report.ms} ms`);
if (report.broken.length > 0) {
  console.error(`${report.broken.length} broken:\n${describeBroken(report.broken, Infinity)}`);
  process.exit(1);
}
console.log('Every internal link and image resolves.');
// just after a publish the release may still carry the previous release's index (its own follows in seconds)
const searchProblem = checkIndex(path.join(live, SEARCH_DIR), live);
if (searchProblem) {
  console.error(`Site search: ${searchProblem}`);
  process.exit(1);
}
console.log('Every site search result is a page of the release.');
