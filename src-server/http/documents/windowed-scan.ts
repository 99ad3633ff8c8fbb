/**
 * Looks for something in a stream of bytes one chunk at a time, so memory stays at one chunk however
 * large the file. Each window repeats the last `overlap` bytes of the one before, so a marker split
 * across two chunks is still seen whole.
 */
export async function scanInWindows<T>(chunks: AsyncIterable<Buffer>, overlap: number, look: (window: Buffer, final: boolean) => T | undefined): Promise<T | undefined> {
  let carried = Buffer.alloc(0);
  let pending: Buffer | undefined;
  for await (const chunk of chunks) {
    // One chunk behind, so the last window can be told it is the last.
    if (pending !== undefined) {
      const window = carried.length > 0 ? Buffer.concat([carried, pending]) : pending;
      const found = look(window, false);
      if (found !== undefined) return found;
      carried = Buffer.from(window.subarray(Math.max(0, window.length - overlap)));
    }
    pending = chunk;
  }
  return look(pending === undefined ? carried : Buffer.concat([carried, pending]), true);
}
