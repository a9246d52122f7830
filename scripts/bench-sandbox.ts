/**
 * The room every API benchmark runs in: a fresh database and data folder of its own, and the servers
 * it starts on them. Whatever the run does, even when it throws, the servers are stopped, the database
 * dropped and the folder removed afterwards, so a failed run leaves nothing behind on the machine.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestDatabase, type TestDatabase } from '@adreel/db/testing';
import { startApiAndHello } from './bench-servers.ts';

type BenchServers = Awaited<ReturnType<typeof startApiAndHello>>;
type BenchServerOptions = Omit<Parameters<typeof startApiAndHello>[0], 'databaseUrl' | 'dataDir'>;

export interface BenchSandbox {
  t: TestDatabase;
  /** The API and the hello-world on this database and folder; stopped when the run ends. */
  startServers(opts?: BenchServerOptions): Promise<BenchServers>;
}

/** `name` prefixes the data folder (e.g. `bench-api`), so a leftover one says whose it was. */
export async function inBenchSandbox(name: string, run: (sandbox: BenchSandbox) => Promise<void>) {
  const dataDir = await mkdtemp(path.join(tmpdir(), `${name}-`));
  const t = await createTestDatabase('adreel_bench');
  let servers: BenchServers | undefined;
  try {
    await run({
      t,
      async startServers(opts = {}) {
        servers = await startApiAndHello({ ...opts, databaseUrl: t.url, dataDir });
        return servers;
      },
    });
  } finally {
    await servers?.stopAll();
    await t.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
