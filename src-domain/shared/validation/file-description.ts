/**
 * A file as the validation rules see it, free of any framework or DOM type: a browser `File`
 * (plus the pixel size of an image, which the form measures) or a server upload maps onto it.
 */
export interface FileDescription {
  /** The file name as chosen, with its extension (`payslip.pdf`). */
  name: string;
  /** The MIME type (`application/pdf`); empty when unknown. */
  type: string;
  /** Size in bytes. */
  size: number;
  /** Pixel width, for images whose size was measured. */
  width?: number;
  /** Pixel height, for images whose size was measured. */
  height?: number;
}

/** True when `value` has the shape of a {@link FileDescription}. */
export function isFileDescription(value: unknown): value is FileDescription {
  if (typeof value !== 'object' || value === null) return false;
  const file = value as Record<string, unknown>;
  return typeof file.name === 'string' && typeof file.type === 'string' && typeof file.size === 'number' && file.size >= 0;
}

/** A single file or a list of them (a multiple upload); every one must pass, and there must be one. */
export function everyFile(value: unknown, check: (file: FileDescription) => boolean): boolean {
  const files = Array.isArray(value) ? value : [value];
  return files.length > 0 && files.every((file) => isFileDescription(file) && check(file));
}
