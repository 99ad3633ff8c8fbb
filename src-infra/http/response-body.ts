/** Parses a JSON body; `undefined` for an empty body. Throws SyntaxError when the text is not JSON. */
export function parseJsonBody(text: string): unknown {
  if (text.trim() === '') return undefined;
  return JSON.parse(text) as unknown;
}

/** Like {@link parseJsonBody}, but an error page that is not JSON (a proxy's HTML) reads as no body. */
export function tryParseJsonBody(text: string): unknown {
  try {
    return parseJsonBody(text);
  } catch {
    return undefined;
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
