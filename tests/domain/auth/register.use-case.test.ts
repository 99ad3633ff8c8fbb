import { describe, expect, it } from 'vitest';
import { Register } from '../../../src-domain/auth/register.use-case';
import { ValidationFailed } from '../../../src-domain/shared/errors';

describe('Register', () => {
  it('refuses a mismatched confirmation before any I/O', async () => {
    let called = false;
    const register = new Register(
      { register: async () => { called = true; throw new Error('should not be called'); } },
      { read: () => null, write: () => {}, clear: () => {} },
    );
    const error = await register
      .execute({ first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', phone: '+447700900123', password: 'correct horse', password_confirmation: 'other', terms: true })
      .catch((e) => e);
    expect(error).toBeInstanceOf(ValidationFailed);
    expect(error.fields).toEqual({ password_confirmation: ['The passwords do not match.'] });
    expect(called).toBe(false);
  });
});
