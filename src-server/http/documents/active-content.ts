import type { Readable } from 'node:stream';
import { scanInWindows } from './windowed-scan';

/**
 * Markup or script inside an allowed format: the signature of a polyglot meant to run somewhere.
 * Each tag must be followed by what ends a tag name, so the random bytes of a large photo do not
 * match by chance (a bare `<svg` turns up in about one 10 MB JPEG in fifty).
 */
const MARKUP = /<script[\s>/]|<html[\s>]|<\?php|<svg[\s>/]|<iframe[\s>/]|javascript:/i;
/** Longer than the longest marker, so one split across two chunks is seen whole. */
const OVERLAP = 16;

/** True when the stream, read to its end, holds markup or script anywhere (bytes read as latin1: one character each). */
export async function containsMarkup(bytes: Readable): Promise<boolean> {
  try {
    return (await scanInWindows(bytes, OVERLAP, (window) => (MARKUP.test(window.toString('latin1')) ? true : undefined))) ?? false;
  } finally {
    bytes.destroy();
  }
}
