import { describe, expect, it } from 'vitest';
import { NotFound, TooManyRequests, Unavailable, ValidationFailed } from '../../../src-domain/shared/errors';
import { describeError } from '../../../src-domain/shared/messages';
import { defaultMessage, fieldLabel } from '../../../src-domain/shared/validation/validate-input';

describe('describeError', () => {
  it('says how long to wait when the server said so', () => {
    expect(describeError(new TooManyRequests(42))).toBe('Too many attempts. Please try again in 42 seconds.');
    expect(describeError(new TooManyRequests(61))).toBe('Too many attempts. Please try again in 2 minutes.');
    expect(describeError(new TooManyRequests(null))).toBe('Too many attempts. Please wait a moment and try again.');
  });
  it('keeps the server message of a validation failure', () => {
    expect(describeError(new ValidationFailed({}, 'These credentials do not match our records.'))).toBe(
      'These credentials do not match our records.',
    );
  });
  it('uses the table for the rest, and for things that are not ours', () => {
    expect(describeError(new Unavailable())).toMatch(/cannot reach our service/);
    expect(describeError(new NotFound())).toMatch(/could not find/);
    expect(describeError(new TypeError('boom'))).toMatch(/Something went wrong/);
  });
});

describe('default validation message (spec §5)', () => {
  it('is the field name followed by "is not valid."', () => {
    expect(defaultMessage('first_name')).toBe('First name is not valid.');
    expect(defaultMessage('email')).toBe('Email is not valid.');
    expect(fieldLabel('passwordConfirmation')).toBe('Password confirmation');
  });
});
