// @vitest-environment jsdom
// The remembered session is read from storage anyone on the page can write: only a
// well-formed value is trusted, and only as a hint (the e2e journey return-visit-session checks
// that Auth's answer replaces it).
import { afterEach, describe, expect, it } from 'vitest';
import { roles } from '@groundtruth/domain/constants';
import {
  isCustomer,
  isStaff,
  rememberedSession,
  rememberSession,
  SESSION_HINT_KEY,
  sideOf,
} from './session';

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

  it('keeps no fields of the wrong type', () => {
    store({ user: { uid: 'u1', email: 7, name: null, emailVerified: 'yes' }, role: 'support' });
    expect(rememberedSession()).toEqual({
      status: 'signed-in',
      user: { uid: 'u1', email: null, name: null, emailVerified: false },
      role: 'support',
    });
  });

  it("reads every role of the product's, a customer's too", () => {
    for (const role of roles) {
      store({ user: { uid: 'u1', email: 'a@x.test', name: 'A' }, role });
      expect(rememberedSession()?.role, role).toBe(role);
    }
  });

  it('is null without a role it knows: the side to render is unknown until Auth answers', () => {
    for (const role of ['owner', null, undefined, 7]) {
      store({ user: { uid: 'u1', email: 'a@x.test', name: 'A' }, role });
      expect(rememberedSession(), String(role)).toBeNull();
    }
  });
});

describe('rememberSession', () => {
  const admin = { uid: 'ada', email: 'ada@x.test', name: 'Ada', emailVerified: true };

  it('keeps a signed-in session with its role for the next visit', () => {
    rememberSession({ status: 'signed-in', user: admin, role: 'admin' });
    expect(rememberedSession()).toEqual({ status: 'signed-in', user: admin, role: 'admin' });
  });

  it("keeps no role when the role lookup failed (role null): the same user's hint stays, another's goes", () => {
    // A navigation that aborts the token refresh leaves the session without a role; kept, it sent
    // an admin's next page load of a staff route back to /dashboard.
    rememberSession({ status: 'signed-in', user: admin, role: null });
    expect(localStorage.getItem(SESSION_HINT_KEY)).toBeNull();
    // The role an earlier lookup of this user found stays for the next visit.
    rememberSession({ status: 'signed-in', user: admin, role: 'admin' });
    rememberSession({ status: 'signed-in', user: admin, role: null });
    expect(rememberedSession()).toEqual({ status: 'signed-in', user: admin, role: 'admin' });
    // Another user's hint is not theirs to keep.
    rememberSession({ status: 'signed-in', user: { ...admin, uid: 'bea' }, role: null });
    expect(localStorage.getItem(SESSION_HINT_KEY)).toBeNull();
  });

  it('forgets the hint at sign-out, and keeps nothing while loading', () => {
    rememberSession({ status: 'signed-in', user: admin, role: 'admin' });
    rememberSession({ status: 'loading' });
    expect(rememberedSession()?.role).toBe('admin');
    rememberSession({ status: 'signed-out' });
    expect(localStorage.getItem(SESSION_HINT_KEY)).toBeNull();
  });
});

describe('the sides of the roles', () => {
  it('counts admin and support as staff, and only customers as customers', () => {
    expect(roles.filter(isStaff)).toEqual(['support', 'admin']);
    expect(roles.filter(isCustomer)).toEqual(['customer']);
    expect(isStaff(null)).toBe(false);
    expect(isCustomer(null)).toBe(false);
  });

  it('puts each role on its side, and a session without a role on the creator side', () => {
    expect(roles.map(sideOf)).toEqual(['creator', 'staff', 'staff', 'customer']);
    expect(sideOf(null)).toBe('creator');
  });
});
