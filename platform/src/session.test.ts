// @vitest-environment jsdom
// The remembered session (issue 25) is read from storage anyone on the page can write: only a
// well-formed value is trusted, and only as a hint (the e2e journey return-visit-session checks
// that Auth's answer replaces it).
import { afterEach, describe, expect, it } from 'vitest';
import { rememberedSession, SESSION_HINT_KEY } from './session';

afterEach(() => localStorage.clear());

const store = (value: unknown) =>
  localStorage.setItem(SESSION_HINT_KEY, typeof value === 'string' ? value : JSON.stringify(value));

describe('rememberedSession', () => {
  it('is null when nothing is remembered', () => {
    expect(rememberedSession()).toBeNull();
  });

  it('reads a remembered signed-in session', () => {
    store({
      user: { uid: 'maya', email: 'maya@x.test', name: 'Maya', emailVerified: true },
      role: 'creator',
    });
    expect(rememberedSession()).toEqual({
      status: 'signed-in',
      user: { uid: 'maya', email: 'maya@x.test', name: 'Maya', emailVerified: true },
      role: 'creator',
    });
  });

  it('ignores malformed values', () => {
    for (const value of [
      '{',
      'null',
      '[]',
      { user: {} },
      { user: { uid: '' } },
      { role: 'admin' },
    ]) {
      store(value);
      expect(rememberedSession(), JSON.stringify(value)).toBeNull();
    }
  });

  it('keeps no role it does not know, and no fields of the wrong type', () => {
    store({ user: { uid: 'u1', email: 7, name: null, emailVerified: 'yes' }, role: 'owner' });
    expect(rememberedSession()).toEqual({
      status: 'signed-in',
      user: { uid: 'u1', email: null, name: null, emailVerified: false },
      role: null,
    });
  });
});
