// A local HTTP server for the link checker's tests (never the internet): a page that answers 200, one
// that answers 404, redirects (to itself, to a private address, to the cloud metadata address), a page
// that refuses HEAD, and one that never answers. It records each request it gets.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface LinkTestServer {
  /** http://127.0.0.1:<port> */
  origin: string;
  port: number;
  /** the requests received: "HEAD /ok" */
  requests: string[];
  /** the User-Agent of the last request */
  userAgent: string;
  /** answers by path that replace the built-in ones ("/ok": 500 makes it break) */
  statuses: Map<string, number>;
  /** the most requests it held open at once (/held/... answers after 100 ms) */
  readonly mostAtOnce: number;
  close(): Promise<void>;
}

export async function startLinkTestServer(): Promise<LinkTestServer> {
  const requests: string[] = [];
  const statuses = new Map<string, number>();
  const hanging = new Set<http.ServerResponse>();
  let userAgent = '';
  let open = 0;
  let mostAtOnce = 0;
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    requests.push(`${req.method} ${path}`);
    userAgent = req.headers['user-agent'] ?? '';
    const fixed = statuses.get(path);
    if (fixed !== undefined) return void res.writeHead(fixed).end();
    if (path.startsWith('/held/')) {
      mostAtOnce = Math.max(mostAtOnce, ++open);
      setTimeout(() => {
        open--;
        res.writeHead(200).end();
      }, 100);
      return;
    }
    switch (path) {
      case '/ok':
        return void res.writeHead(200, { 'content-type': 'text/html' }).end('<p>fine</p>');
      case '/missing':
        return void res.writeHead(404).end('not here');
      case '/moved':
        return void res.writeHead(301, { location: '/ok' }).end();
      case '/to-private':
        return void res.writeHead(302, { location: 'http://10.0.0.1/admin' }).end();
      case '/to-metadata':
        return void res.writeHead(307, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
      case '/loop':
        return void res.writeHead(302, { location: '/loop' }).end();
      case '/no-head':
        return void res.writeHead(req.method === 'HEAD' ? 405 : 200).end();
      case '/slow':
        hanging.add(res); // never answered: the checker's timeout ends it
        return;
      default:
        return void res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    requests,
    get userAgent() {
      return userAgent;
    },
    statuses,
    get mostAtOnce() {
      return mostAtOnce;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
