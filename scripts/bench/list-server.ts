// The API server alone on a data folder, for the list benchmark (scripts/bench/lists.ts): its own
// process, as `npm start` serves, but with a publisher that ignores writes, so no site build shares the
// cores with the load. Prints the port once it listens.
import { contentApp } from './data.ts';

const app = await contentApp(process.env.DATA_DIR!, false);
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
process.stdout.write(`${typeof address === 'object' && address ? address.port : ''}\n`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
