import { everyFile, type FileDescription } from './file-description';

/*
 * Plain predicates for the file rules of spec §5, on framework-free {@link FileDescription}s
 * (one file, or a list of which every one must pass). What a browser says about a file is a hint;
 * the server sniffs the bytes again.
 */

/** ext: the file name ends with one of `extensions` (`pdf`, `.PDF` and `Pdf` are the same). */
export function hasExtension(value: unknown, extensions: readonly string[]): boolean {
  const wanted = extensions.map((ext) => ext.replace(/^\./, '').toLowerCase());
  return everyFile(value, (file) => {
    const dot = file.name.lastIndexOf('.');
    return dot > 0 && wanted.includes(file.name.slice(dot + 1).toLowerCase());
  });
}

/** mimes: the MIME type is one of `types`; `image/*` accepts any image. */
export function hasMimeType(value: unknown, types: readonly string[]): boolean {
  return everyFile(value, (file) => {
    const type = file.type.toLowerCase();
    return types.some((wanted) => {
      const pattern = wanted.toLowerCase();
      return pattern.endsWith('/*') ? type.startsWith(pattern.slice(0, -1)) : type === pattern;
    });
  });
}

/** image: an image by its MIME type. */
export function isImage(value: unknown): boolean {
  return everyFile(value, (file) => /^image\/[a-z0-9.+-]+$/i.test(file.type));
}

/** dimensions: an image of exactly `width` × `height` pixels (measured by the form). */
export function hasDimensions(value: unknown, width: number, height: number): boolean {
  return everyFile(value, (file: FileDescription) => file.width === width && file.height === height);
}

/** size: at most `kilobytes` KB (1 KB = 1024 bytes). */
export function isWithinSize(value: unknown, kilobytes: number): boolean {
  return everyFile(value, (file) => file.size <= kilobytes * 1024);
}
