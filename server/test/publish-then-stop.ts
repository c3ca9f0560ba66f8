// A process that publishes one item and is killed (SIGKILL) between the live copy's commit and the
// working copy's: what a power cut or an OOM kill does at the worst moment. Used by
// server/workflow/publish-crash.test.ts: node server/test/publish-then-stop.ts <dataDir> <type> <id>
import { databaseFile, openDatabase } from '../../content-db/open.ts';
import { liveDatabaseFile, openLiveCopy, publishItems } from '../../content-db/live.ts';

const [dataDir, type, id] = process.argv.slice(2);
const working = openDatabase(databaseFile(dataDir!));
const live = await openLiveCopy(working, liveDatabaseFile(dataDir!));
await publishItems(working, live, [{ type: type!, item_id: Number(id) }], {
  afterLiveCommit: () => {
    process.kill(process.pid, 'SIGKILL');
  },
});
console.log('not stopped');
