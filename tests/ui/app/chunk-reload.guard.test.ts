import { describe, expect, it } from 'vitest';
import { CHUNK_RELOAD_WINDOW_MS, ChunkLoadFailed, createChunkReloadGuard } from '../../../src-ui/app/chunk-reload.guard';

function memoryStorage() {
  const data = new Map<string, string>();
  return { getItem: (key: string) => data.get(key) ?? null, setItem: (key: string, value: string) => void data.set(key, value) };
}

const failing = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));

describe('createChunkReloadGuard', () => {
  it('given a chunk that loads, then its module is returned and nothing reloads', async () => {
    let reloads = 0;
    const guard = createChunkReloadGuard({ storage: memoryStorage(), now: () => 0, reload: () => reloads++ });
    await expect(guard.load(async () => 'page')).resolves.toBe('page');
    expect(reloads).toBe(0);
  });

  it('given a first chunk failure, when it happens, then the page reloads once and the load never settles', async () => {
    let reloads = 0;
    const guard = createChunkReloadGuard({ storage: memoryStorage(), now: () => 1_000, reload: () => reloads++ });
    let settled = false;
    void guard.load(failing).then(
      () => (settled = true),
      () => (settled = true),
    );
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(reloads).toBe(1);
    expect(settled).toBe(false);
  });

  it('given a reload less than 10 s ago, when the chunk fails again, then it does not reload but reports ChunkLoadFailed', async () => {
    const storage = memoryStorage();
    let now = 1_000;
    let reloads = 0;
    const options = { storage, now: () => now, reload: () => reloads++ };
    void createChunkReloadGuard(options).load(failing); // first page load: reloads
    await new Promise((resolve) => setTimeout(resolve, 0));
    now += CHUNK_RELOAD_WINDOW_MS - 1; // the reloaded page (a new guard, same sessionStorage)
    await expect(createChunkReloadGuard(options).load(failing)).rejects.toBeInstanceOf(ChunkLoadFailed);
    expect(reloads).toBe(1);
  });

  it('given the last reload was 10 s or more ago, when a chunk fails, then it may reload once more', async () => {
    const storage = memoryStorage();
    let now = 1_000;
    let reloads = 0;
    const options = { storage, now: () => now, reload: () => reloads++ };
    void createChunkReloadGuard(options).load(failing);
    await new Promise((resolve) => setTimeout(resolve, 0));
    now += CHUNK_RELOAD_WINDOW_MS;
    void createChunkReloadGuard(options).load(failing);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(reloads).toBe(2);
  });

  it('given no storage, when a chunk fails, then it shows the error rather than risk a reload loop', async () => {
    let reloads = 0;
    const guard = createChunkReloadGuard({ storage: null, now: () => 0, reload: () => reloads++ });
    await expect(guard.load(failing)).rejects.toBeInstanceOf(ChunkLoadFailed);
    expect(reloads).toBe(0);
  });
});
