/** The one Authorization-header decoder both emulators use, and how each API reads its result. */
import { describe, expect, it } from 'vitest';
import { callerFromAuthorization, InvalidTokenError, OWNER } from '../src/auth-token.js';
import { ApiError } from '../src/firestore/errors.js';
import { callerFrom } from '../src/firestore/security.js';

/** An unsigned emulator ID token, as the Auth emulator and mockUserToken make them. */
function idToken(claims: unknown): string {
  const part = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
  return `${part({ alg: 'none', type: 'JWT' })}.${part(claims)}.`;
}

const MOCK = { sub: 'alice', user_id: 'alice', iat: 0, exp: 3600, role: 'creator' };

describe('callerFromAuthorization (Storage)', () => {
  it('should read no header as anonymous and `owner` as the owner, under either scheme', () => {
    expect(callerFromAuthorization(undefined)).toEqual({ kind: 'anonymous' });
    expect(callerFromAuthorization('Bearer owner')).toBe(OWNER);
    expect(callerFromAuthorization('Firebase owner')).toBe(OWNER);
  });

  it('should decode an unsigned mock token (iat 0, exp 3600) into request.auth', () => {
    expect(callerFromAuthorization(`Firebase ${idToken(MOCK)}`)).toEqual({
      kind: 'user',
      auth: { uid: 'alice', token: MOCK },
    });
  });

  it('should take the uid from user_id when sub is missing, and set both claims', () => {
    expect(callerFromAuthorization(`Bearer ${idToken({ user_id: 'bob' })}`)).toEqual({
      kind: 'user',
      auth: { uid: 'bob', token: { user_id: 'bob', sub: 'bob' } },
    });
  });

  it('should refuse malformed tokens, tokens without a subject and other schemes', () => {
    for (const header of [
      'Bearer not-a-jwt',
      'Bearer a.%%%.c',
      `Bearer ${idToken([1])}`,
      `Bearer ${idToken({ sub: '' })}`,
      'Basic dXNlcjpwYXNz',
    ])
      expect(() => callerFromAuthorization(header), header).toThrow(InvalidTokenError);
  });
});

describe('callerFrom (Firestore)', () => {
  it('should map owner, users and nobody onto its own caller shape', () => {
    expect(callerFrom(undefined)).toEqual({ owner: false, auth: null });
    expect(callerFrom('Bearer owner')).toEqual({ owner: true, auth: null });
    expect(callerFrom(`Bearer ${idToken(MOCK)}`)).toEqual({
      owner: false,
      auth: { uid: 'alice', token: MOCK },
    });
  });

  it('should treat another scheme as signed out, and an undecodable token as UNAUTHENTICATED', () => {
    expect(callerFrom('Basic dXNlcjpwYXNz')).toEqual({ owner: false, auth: null });
    expect(() => callerFrom('Bearer not-a-jwt')).toThrow(ApiError);
    expect(() => callerFrom(`Bearer ${idToken({ iss: 'x' })}`)).toThrow(/no subject/);
  });
});
