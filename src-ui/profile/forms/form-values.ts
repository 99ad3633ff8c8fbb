/** Blank optional text is sent as null, so the server stores "nothing" rather than "". */
export function optionalText(value: string): string | null {
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/** "3" → 3; anything that is not a whole number stays as typed so the DTO's rule names the field. */
export function wholeNumber(value: string): number | string {
  const trimmed = value.trim();
  return /^\d{1,6}$/.test(trimmed) ? Number(trimmed) : trimmed;
}

/** Spaces, dots, dashes and brackets people type in phone numbers. */
export function compactPhone(value: string): string {
  return value.replace(/[\s().-]/g, '');
}
