// Starts the server: config from the environment, the lock of DATA_DIR (one server, no restore, while it
// runs), listen, print where it is, stop cleanly on SIGTERM. Log lines are readable in a terminal, JSON elsewhere.
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { DataDirInUseError, lockDataDir } from './data-dir-lock.ts';
import type { HeldLock } from './lib/file-lock.ts';

async function lockOrExit(dataDir: string): Promise<HeldLock> {
  try {
    return await lockDataDir(dataDir, 'server');
  } catch (err) {
    if (err instanceof DataDirInUseError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}

/**
 * In a terminal, readable log lines (pino-pretty: time, level, message); anywhere else (a pipe, a file, a
 * service manager) pino's JSON lines, one a line, as before. Written synchronously so the last lines before
 * an exit are not lost.
 */
async function terminalLogStream(): Promise<{ write(line: string): void } | undefined> {
  if (!process.stdout.isTTY) return undefined;
  const { default: pretty } = await import('pino-pretty');
  return pretty({ colorize: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname', singleLine: true, sync: true });
}

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(`Configuration error: ${err.message}`);
      process.exit(1);
    }
    throw err;
  }
  const lock = await lockOrExit(config.dataDir);
  const app = await buildApp({ config, logStream: await terminalLogStream() });
  app.addHook('onClose', () => lock.release());
  lock.lost.addEventListener('abort', () =>
    app.log.error(`another process took the lock of DATA_DIR=${config.dataDir} over: a restore may change files under this server`),
  );
  // Handlers before listen: a SIGTERM right after the start message must still close cleanly.
  let closing = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (closing) return;
      closing = true;
      app.log.info(`${signal}: closing`);
      app.close().then(
        () => process.exit(0),
        (err) => {
          console.error(err);
          process.exit(1);
        },
      );
    });
  }
  await app.listen({ port: config.port, host: config.host });
  const url = `http://${config.host}:${(app.server.address() as { port: number }).port}`;
  const lines = [`Site:  ${url}/`, `Admin: ${url}/admin`, `API:   ${url}/api/docs`, `Admin email: ${config.adminEmail}`];
  if (app.generatedAdminPassword) lines.push(`Admin password (shown once, keep it): ${app.generatedAdminPassword}`);
  console.log(lines.join('\n'));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
