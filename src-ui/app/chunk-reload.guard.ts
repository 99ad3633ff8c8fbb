/**
 * Spec §4: after a failure to load a page chunk (typically a new deployment removed the old
 * hashed files) the app reloads once; a second failure inside the window shows an error screen
 * instead of reloading in a loop.
 */

/** Spec §9: chunk-error reload guard. */
export const CHUNK_RELOAD_WINDOW_MS = 10_000;
export const CHUNK_RELOAD_STORAGE_KEY = 'portal.chunk-reload-at';

/** A page's code could not be loaded and reloading did not (or may not) help. */
export class ChunkLoadFailed extends Error {
  constructor(override readonly cause: unknown) {
    super('A part of the application could not be loaded.');
    this.name = 'ChunkLoadFailed';
  }
}

/** What the guard needs from its surroundings; injectable so tests control time and reloads. */
export interface ChunkReloadGuardOptions {
  /** Survives the reload (sessionStorage in the browser); null when storage is unavailable. */
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  now: () => number;
  reload: () => void;
  /** @default CHUNK_RELOAD_WINDOW_MS */
  windowMs?: number;
}

export interface ChunkReloadGuard {
  /** Runs `importer`; on failure reloads once per window (and never settles), or rejects with {@link ChunkLoadFailed}. */
  load<T>(importer: () => Promise<T>): Promise<T>;
}

export function createChunkReloadGuard(options: ChunkReloadGuardOptions): ChunkReloadGuard {
  const windowMs = options.windowMs ?? CHUNK_RELOAD_WINDOW_MS;

  function mayReload(): boolean {
    const now = options.now();
    let last = Number.NaN;
    try {
      last = Number(options.storage?.getItem(CHUNK_RELOAD_STORAGE_KEY) ?? Number.NaN);
    } catch {
      // unreadable storage: treat as no earlier reload
    }
    if (Number.isFinite(last) && now - last >= 0 && now - last < windowMs) return false;
    try {
      options.storage?.setItem(CHUNK_RELOAD_STORAGE_KEY, String(now));
    } catch {
      // Without storage we cannot prove the reload happened once, so we do not reload at all.
      return false;
    }
    return options.storage !== null;
  }

  return {
    async load<T>(importer: () => Promise<T>): Promise<T> {
      try {
        return await importer();
      } catch (error) {
        if (mayReload()) {
          options.reload();
          return new Promise<T>(() => undefined); // the page is going away; render nothing meanwhile
        }
        throw new ChunkLoadFailed(error);
      }
    },
  };
}

/** The guard as the browser runs it. */
export function browserChunkReloadGuard(): ChunkReloadGuard {
  let storage: Storage | null = null;
  try {
    storage = window.sessionStorage;
  } catch {
    storage = null;
  }
  return createChunkReloadGuard({ storage, now: () => Date.now(), reload: () => window.location.reload() });
}
