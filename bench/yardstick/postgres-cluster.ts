import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from '../../tests/support/built-server';

/** A throwaway PostgreSQL cluster (.ci/postgres-cluster.sh) with one empty database for the bench. */
export interface BenchPostgres {
  /** The bench's database: the portal migrates and seeds it, the yardstick reads it. */
  url: string;
  stop(): void;
}

/** Starts the cluster, or says why it could not (no server binaries, a port taken…). */
export async function startBenchPostgres(): Promise<BenchPostgres | { error: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'kestrel-bench-pg-'));
  const started = spawnSync('bash', ['.ci/postgres-cluster.sh', 'start', dir, String(await freePort())], { encoding: 'utf8' });
  const stop = () => void spawnSync('bash', ['.ci/postgres-cluster.sh', 'stop', dir]);
  if (started.status !== 0) {
    stop();
    return { error: (started.stderr || started.stdout || `exit ${started.status}`).trim() };
  }
  const adminUrl = started.stdout.trim();
  try {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query('CREATE DATABASE kestrel_bench');
    } finally {
      await admin.end();
    }
  } catch (error) {
    stop();
    return { error: (error as Error).message };
  }
  const url = new URL(adminUrl);
  url.pathname = '/kestrel_bench';
  return { url: url.toString(), stop };
}
