import { describe, expect, it } from 'vitest';
import { Unexpected } from '../../../../src-domain/shared/errors';
import { toIssuedToken, toUser, toUserResource } from '../../../../src-infra/api/auth/user.mapper';
import { ADA, ADA_RESOURCE } from '../../support/http-fixture';

describe('user mapper', () => {
  it('maps the snake_case UserResource to the domain User and back', () => {
    expect(toUser(ADA_RESOURCE)).toEqual(ADA);
    expect(toUserResource(ADA)).toEqual(ADA_RESOURCE);
  });

  it('ignores fields the domain does not know', () => {
    expect(toUser({ ...ADA_RESOURCE, updated_at: '2026-11-23T00:00:00.000Z' })).toEqual(ADA);
  });

  it.each([
    ['null', null],
    ['a missing e-mail', { ...ADA_RESOURCE, email: undefined }],
    ['a string id', { ...ADA_RESOURCE, id: '1' }],
    ['an unknown role', { ...ADA_RESOURCE, role: 'admin' }],
    ['a numeric verification date', { ...ADA_RESOURCE, email_verified_at: 0 }],
  ])('rejects %s as Unexpected', (_case, value) => {
    expect(() => toUser(value)).toThrow(Unexpected);
  });

  it('reads the token and user of a sign-in answer', () => {
    expect(toIssuedToken({ token: '4|abc', token_type: 'Bearer', user: ADA_RESOURCE })).toEqual({ token: '4|abc', user: ADA });
    expect(() => toIssuedToken({ token: '', user: ADA_RESOURCE })).toThrow(Unexpected);
  });
});
