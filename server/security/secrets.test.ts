// Attack surface of DATA_DIR/secrets.json (issue 12 item 7): its mode was fixed only when it was created
// (a copy or a restore with mode 0644 let every local user read the signing secret), and a damaged
// file crashed the start with a bare JSON error or was overwritten, silently changing every secret.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';

const dirs: string[] = [];
const tmp = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-secrets-'));
  dirs.push(d);
  return d;
};
afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

const GOOD = { jwtSecret: 'j'.repeat(64), buildHookSecret: 'h'.repeat(32) };

describe('secrets.json', () => {
  it('is made readable by the owner only on every start, not only when created', () => {
    const dir = tmp();
    const file = path.join(dir, 'secrets.json');
    fs.writeFileSync(file, JSON.stringify(GOOD), { mode: 0o644 });
    fs.chmodSync(file, 0o644);
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.jwtSecret).toBe(GOOD.jwtSecret);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
  });

  it('refuses a damaged file with a message naming it, and leaves it as it was', () => {
    for (const damaged of ['{"jwtSecret": "abc', '[]', 'null', '{"jwtSecret": 42}', '{"jwtSecret": "short"}', '{"buildHookSecret": ""}']) {
      const dir = tmp();
      const file = path.join(dir, 'secrets.json');
      fs.writeFileSync(file, damaged);
      expect(() => loadConfig({ DATA_DIR: dir }), damaged).toThrow(ConfigError);
      expect(() => loadConfig({ DATA_DIR: dir }), damaged).toThrow(/secrets\.json is damaged/);
      expect(fs.readFileSync(file, 'utf8')).toBe(damaged);
    }
  });

  it('is written whole: a new file is complete, 0600, with no temporary file left beside it', () => {
    const dir = tmp();
    const config = loadConfig({ DATA_DIR: dir });
    expect(fs.readdirSync(dir)).toEqual(['secrets.json']);
    const file = path.join(dir, 'secrets.json');
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual({ jwtSecret: config.jwtSecret, buildHookSecret: config.buildHookSecret });
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
  });
});
