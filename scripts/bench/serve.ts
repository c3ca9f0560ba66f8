// Serving figures with autocannon on 127.0.0.1: the server's static pages beside nginx (one worker)
// serving the same release folder in the same run, and the public API reads.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

export const NGINX = '/usr/sbin/nginx';

export interface LoadFigures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

/** Seconds of load each measured run is preceded by, unmeasured. */
const WARM_UP_SECONDS = 1;

/**
 * `connections` clients for `seconds` against one URL, after a second of the same load: the first
 * run against a server pays for its JIT and the client's (the first page measured read 0.53 of nginx,
 * the same-sized second one 1.06), and both servers get the same warm-up.
 */
export async function load(url: string, seconds: number, headers: Record<string, string> = {}, connections = 50): Promise<LoadFigures> {
  await autocannon({ url, connections, duration: WARM_UP_SECONDS, headers });
  const r = await autocannon({ url, connections, duration: seconds, headers });
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.timeouts + r.non2xx };
}

/**
 * Of `rounds` runs one after another, the one of median p99, and every run's p99: a read's p99 at 50
 * connections is the machine's pauses more than the server's work (the same reads measured p99 8-9 ms
 * and 21-33 ms, at half the throughput, in two runs an hour apart), as a serving ratio is.
 */
export async function medianRound(rounds: number, run: () => Promise<LoadFigures>): Promise<LoadFigures & { p99s: number[] }> {
  const runs: LoadFigures[] = [];
  for (let i = 0; i < Math.max(1, rounds); i++) runs.push(await run());
  const median = [...runs].sort((a, b) => a.p99 - b.p99)[Math.floor(runs.length / 2)];
  return { ...median, p99s: runs.map((r) => r.p99) };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export interface Nginx {
  url: string;
  stop(): Promise<void>;
}

/** nginx with one worker on a temporary config, serving `root` as the Node server does (dir/index.html). */
export async function startNginx(root: string): Promise<Nginx> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-bench-nginx-'));
  const port = await freePort();
  const user = os.userInfo().username;
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    `${process.getuid?.() === 0 ? `user ${user};\n` : ''}worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
events { worker_connections 4096; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  server {
    listen 127.0.0.1:${port};
    root ${fs.realpathSync(root)};
    location / { try_files $uri $uri/index.html =404; }
  }
}
`,
  );
  const child: ChildProcess = spawn(NGINX, ['-p', dir, '-e', path.join(dir, 'error.log'), '-c', path.join(dir, 'nginx.conf')], { stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}/`;
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(url)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  if (child.exitCode !== null)
    throw new Error(`nginx exited: ${fs.existsSync(path.join(dir, 'error.log')) ? fs.readFileSync(path.join(dir, 'error.log'), 'utf8') : ''}`);
  return {
    url,
    async stop() {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGQUIT');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
