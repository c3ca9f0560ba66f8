// s3rver in a process of its own: `node --openssl-legacy-provider s3rver-main.ts <dir> <bucket>...`.
// s3rver makes list continuation tokens with DES, which Node's OpenSSL 3 only has in its legacy
// provider; without it every listing of more than 1,000 keys fails. Prints {"port"} once listening,
// and stops when its parent closes stdin or sends SIGTERM.
import S3rver from 's3rver';

const [directory, ...buckets] = process.argv.slice(2);
const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: buckets.map((name) => ({ name })) });
const { port } = await server.run();
process.stdout.write(`${JSON.stringify({ port })}\n`);
const stop = () => void server.close().then(() => process.exit(0));
process.stdin.on('end', stop).resume();
process.on('SIGTERM', stop);
