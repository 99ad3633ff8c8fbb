import { browserChunkReloadGuard, type ChunkReloadGuard } from './chunk-reload.guard';

let guard: ChunkReloadGuard | null = null;

/** The one chunk reload guard every lazy page and layout loads through. */
export const pageChunks: ChunkReloadGuard = {
  load: (importer) => {
    guard ??= browserChunkReloadGuard();
    return guard.load(importer);
  },
};
