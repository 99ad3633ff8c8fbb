import { describe, expect, it } from 'vitest';
import { SignInDto } from '../../../../src-domain/auth/sign-in.dto';
import { ValidationFailed } from '../../../../src-domain/shared/errors';
import { validateInput } from '../../../../src-domain/shared/validation/validate-input';

const valid = { email: 'ada@example.com', password: 'correct horse battery' };

async function refusal(input: object): Promise<ValidationFailed> {
  try {
    await validateInput(SignInDto, input);
  } catch (error) {
    if (error instanceof ValidationFailed) return error;
    throw error;
  }
  throw new Error('accepted');
}

describe('unknown fields (issue 12)', () => {
  it.each(['constructor', 'toString', 'hasOwnProperty', 'valueOf', '__defineGetter__', 'isPrototypeOf'])('refuses %s, a name Object.prototype has', async (name) => {
    const error = await refusal({ ...valid, [name]: 'x' });
    expect(error.fields[name]).toEqual([expect.stringMatching(/is not an accepted field\.$/)]);
  });

  it('names at most ten unknown fields, however many were sent', async () => {
    const flood = Object.fromEntries(Array.from({ length: 400 }, (_, i) => [`f${i}`, i]));
    const error = await refusal({ ...valid, ...flood });
    expect(Object.keys(error.fields)).toHaveLength(10);
  });

  it('still reports the declared fields next to the unknown ones', async () => {
    const error = await refusal({ email: 'not an e-mail', valueOf: 1 });
    expect(Object.keys(error.fields).sort()).toEqual(['email', 'password', 'valueOf']);
  });

  it('accepts a body with only declared fields', async () => {
    await expect(validateInput(SignInDto, { ...valid, remember: true })).resolves.toMatchObject({ email: 'ada@example.com', remember: true });
  });
});
