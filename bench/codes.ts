// GET /v1/codes under load (50 connections, 10 s) on the embedded database and on the server.
import fs from 'node:fs';
import { load, printTable, scratchDatabase, scratchDataDir, startService } from './support.js';

export async function benchCodes(serverUrl: string): Promise<void> {
  const rows: Record<string, unknown>[] = [];

  const dataDir = scratchDataDir();
  let t = performance.now();
  let service = await startService({ DATA_DIR: dataDir, SEED_DEMO_DATA: 'false' });
  const coldStartMs = Math.round(performance.now() - t);
  await service.stop();
  t = performance.now();
  service = await startService({ DATA_DIR: dataDir, SEED_DEMO_DATA: 'false' });
  const warmStartMs = Math.round(performance.now() - t);
  await load({ url: `${service.url}/v1/codes`, connections: 10, seconds: 2 }); // warm-up
  rows.push({ database: 'PGlite', cold_start_ms: coldStartMs, warm_start_ms: warmStartMs, ...(await load({ url: `${service.url}/v1/codes`, connections: 50, seconds: 10 })) });
  await service.stop();
  // The same without the per-process master-data cache: every request reads the database.
  service = await startService({ DATA_DIR: dataDir, SEED_DEMO_DATA: 'false', MASTER_DATA_CACHE_SECONDS: '0' });
  await load({ url: `${service.url}/v1/codes`, connections: 10, seconds: 2 });
  rows.push({ database: 'PGlite, cache off', cold_start_ms: '', warm_start_ms: '', ...(await load({ url: `${service.url}/v1/codes`, connections: 50, seconds: 10 })) });
  await service.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });

  const scratch = await scratchDatabase(serverUrl);
  try {
    t = performance.now();
    service = await startService({ DATABASE_URL: scratch.url, DATABASE_POOL_SIZE: '20' });
    const serverStartMs = Math.round(performance.now() - t);
    await load({ url: `${service.url}/v1/codes`, connections: 10, seconds: 2 });
    rows.push({ database: 'PostgreSQL', cold_start_ms: serverStartMs, warm_start_ms: '', ...(await load({ url: `${service.url}/v1/codes`, connections: 50, seconds: 10 })) });
    await service.stop();
    service = await startService({ DATABASE_URL: scratch.url, DATABASE_POOL_SIZE: '20', MASTER_DATA_CACHE_SECONDS: '0' });
    await load({ url: `${service.url}/v1/codes`, connections: 10, seconds: 2 });
    rows.push({ database: 'PostgreSQL, cache off', cold_start_ms: '', warm_start_ms: '', ...(await load({ url: `${service.url}/v1/codes`, connections: 50, seconds: 10 })) });
    await service.stop();
  } finally {
    await scratch.drop();
  }
  printTable('GET /v1/codes, 50 connections, 10 s (latency in ms)', rows);
}
