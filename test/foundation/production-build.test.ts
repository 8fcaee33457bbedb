import { spawn, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../scripts/build-server.js';

/**
 * The production build (`npm run build`'s server step) as production runs it: the bundled entry
 * started by plain node, away from the checkout and from its working directory, on a new embedded
 * data directory. It finds what it reads relative to its modules in dist/ (the migrations and
 * their SQL files, the portal), answers, stops on SIGTERM with status 0, and the bundled migrate
 * script finds nothing left to apply.
 */
const root = path.resolve(import.meta.dirname, '../..');
let dir: string;
let dist: string;

function env(dataDir: string): NodeJS.ProcessEnv {
  const e: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'info',
    JWT_SECRET: 'production-build-test-secret-0123456789abcdef',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
  };
  for (const k of ['DATABASE_URL', 'DATABASE_MIGRATION_URL', 'PORTAL_DIR']) delete e[k];
  return e;
}

// The build runs on the embedded database whatever the suite's: once per Node version is enough.
describe.runIf(!process.env.DATABASE_URL)('the production build', () => {
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'production-build-'));
    dist = path.join(dir, 'dist');
    await buildServer(dist);
    // What a deployment has beside dist/: package.json (ES modules) and the installed packages.
    fs.copyFileSync(path.join(root, 'package.json'), path.join(dir, 'package.json'));
    fs.symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
    fs.mkdirSync(path.join(dist, 'portal'));
    fs.writeFileSync(path.join(dist, 'portal/index.html'), '<!doctype html><title>built portal</title>');
  }, 120_000);
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('starts from the bundle on a new data directory, answers, finds its files in dist/, and stops on SIGTERM', { timeout: 180_000 }, async () => {
    const dataDir = path.join(dir, 'data');
    const service = spawn(process.execPath, [path.join(dist, 'src/main.js')], { cwd: os.tmpdir(), env: env(dataDir), stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    service.stdout.on('data', (d: Buffer) => (out += d.toString()));
    service.stderr.on('data', (d: Buffer) => (out += d.toString()));
    const exited = new Promise<number | null>((resolve) => service.once('exit', (code) => resolve(code)));
    try {
      const port = await new Promise<number>((resolve, reject) => {
        const check = () => {
          const m = /"port":(\d+)/.exec(out);
          if (m) resolve(Number(m[1]));
        };
        service.stdout.on('data', check);
        void exited.then((code) => reject(new Error(`the built service exited (${code}) before listening:\n${out}`)));
      });
      const base = `http://127.0.0.1:${port}`;
      expect((await fetch(`${base}/healthz`)).status).toBe(200);
      const codes = await fetch(`${base}/v1/codes?category=vehicle_type`);
      expect(codes.status).toBe(200);
      expect(JSON.stringify(await codes.json())).toContain('vehicle_type');
      // The portal's directory is found from its module's place in dist/ (dist/src/modules/portal).
      const portal = await fetch(`${base}/portal`);
      expect(portal.status).toBe(200);
      expect(await portal.text()).toContain('built portal');
    } finally {
      service.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
    expect(out).toContain('"msg":"stopped"');
    const migrate = execFileSync(process.execPath, [path.join(dist, 'scripts/migrate.js')], { cwd: os.tmpdir(), env: env(dataDir), encoding: 'utf8' });
    expect(migrate).toContain('nothing to apply');
  });
});
