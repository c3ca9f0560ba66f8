import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const dirs: string[] = [];
const tmp = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-config-'));
  dirs.push(d);
  return d;
};
afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

describe('loadConfig', () => {
  it('has the defaults of DESIGN.md', () => {
    const c = loadConfig({ DATA_DIR: tmp() });
    expect(c).toMatchObject({ port: 4321, host: '127.0.0.1', siteUrl: 'http://localhost:4321', adminEmail: 'admin@example.com', seedDemo: true });
    expect(c.adminPassword).toBeUndefined();
    expect(c.deployHookUrl).toBeUndefined();
  });

  it('generates secrets once and keeps them in DATA_DIR', () => {
    const dir = tmp();
    const a = loadConfig({ DATA_DIR: dir });
    const b = loadConfig({ DATA_DIR: dir });
    expect(a.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(b.jwtSecret).toBe(a.jwtSecret);
    expect(b.buildHookSecret).toBe(a.buildHookSecret);
    expect(loadConfig({ DATA_DIR: tmp() }).jwtSecret).not.toBe(a.jwtSecret);
    expect(fs.statSync(path.join(dir, 'secrets.json')).mode & 0o077).toBe(0);
  });

  it('names the variable that is wrong', () => {
    const dir = tmp();
    expect(() => loadConfig({ DATA_DIR: dir, PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATA_DIR: dir, SITE_URL: 'ftp://x' })).toThrow(/SITE_URL/);
    expect(() => loadConfig({ DATA_DIR: dir, ADMIN_EMAIL: 'nope' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dir, ADMIN_PASSWORD: '123' })).toThrow(/ADMIN_PASSWORD/);
    expect(() => loadConfig({ DATA_DIR: dir, JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
    expect(() => loadConfig({ DATA_DIR: dir, SEED_DEMO: 'maybe' })).toThrow(/SEED_DEMO/);
  });

  it("reads the mail settings: SMTP off by default, a sender at the site's host", () => {
    const dir = tmp();
    expect(loadConfig({ DATA_DIR: dir, SITE_URL: 'https://www.example.com.tr' }).mail).toEqual({ smtpUrl: null, from: 'no-reply@www.example.com.tr' });
    const set = loadConfig({ DATA_DIR: dir, SMTP_URL: 'smtps://u:p@smtp.example.com:465', MAIL_FROM: 'Karadeniz Yapı <site@example.com>' });
    expect(set.mail).toEqual({ smtpUrl: 'smtps://u:p@smtp.example.com:465', from: 'Karadeniz Yapı <site@example.com>' });
    expect(() => loadConfig({ DATA_DIR: dir, SMTP_URL: 'http://smtp.example.com' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ DATA_DIR: dir, SMTP_URL: 'not a url' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ DATA_DIR: dir, MAIL_FROM: 'site' })).toThrow(/MAIL_FROM/);
    expect(() => loadConfig({ DATA_DIR: dir, MAIL_FROM: 'a@example.com\nBcc: x@example.com' })).toThrow(/MAIL_FROM/);
  });
});
