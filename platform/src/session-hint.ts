/**
 * Reading the session hint (SESSION_HINT_KEY): the user and role this browser was last signed in
 * as. session.tsx renders a return visit from it, and the page's loader (shell/src/snapshot) paints
 * only that user's kept screens. No React, no Firebase: the loader runs before the app.
 */
import type { Role } from '@groundtruth/domain/constants';
import { localStore, SESSION_HINT_KEY } from './stored-keys';

export interface SessionUser {
  uid: string;
  email: string | null;
  name: string | null;
  /**
   * The ID token's email_verified claim, the one requestPayout checks. Absent in
   * fixed sessions of tests and stories, which show no verification banner.
   */
  emailVerified?: boolean;
}

export interface SessionHint {
  user: SessionUser;
  role: Role;
}

// Not domain's `roles`: constants.ts would bring the terms and every table into the loader.
const roles: readonly string[] = ['creator', 'support', 'admin', 'customer'] satisfies Role[];

/** Whether `value` is one of the product's roles (the role claim, or the hint's role). */
export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && roles.includes(value);
}

/**
 * The hinted user and role, or null: none kept, a malformed value, no uid, or no known role
 * (without it the hint cannot pick the side to render). Never throws.
 */
export function readSessionHint(store: Storage | null = localStore()): SessionHint | null {
  try {
    const raw = store?.getItem(SESSION_HINT_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as {
      user?: Partial<Record<keyof SessionUser, unknown>>;
      role?: unknown;
    } | null;
    const user = value?.user;
    if (typeof user?.uid !== 'string' || user.uid === '') return null;
    if (!isRole(value?.role)) return null;
    return {
      user: {
        uid: user.uid,
        email: typeof user.email === 'string' ? user.email : null,
        name: typeof user.name === 'string' ? user.name : null,
        emailVerified: user.emailVerified === true,
      },
      role: value.role,
    };
  } catch {
    return null; // storage blocked or a malformed value
  }
}
