import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { Role } from '@groundtruth/domain/constants';
import { isRole, readSessionHint, type SessionUser } from './session-hint';
import { PERSIST_KEY, SESSION_HINT_KEY, SNAPSHOT_KEY } from './stored-keys';

export type { SessionUser };

export type Session =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | { status: 'signed-in'; user: SessionUser; role: Role | null };

interface SessionApi {
  session: Session;
  /** Loads Firebase Auth and subscribes to it; public pages never call it, so they never pay for it. */
  start: () => void;
  signOut: () => Promise<void>;
}

const SessionContext = createContext<SessionApi | null>(null);

/** Where the last signed-in session of this browser is remembered (see `rememberedSession`). */
export { SESSION_HINT_KEY };

type SignedIn = Extract<Session, { status: 'signed-in' }>;

/**
 * The session this browser last had, so a return visit renders the dashboard at once instead of
 * after Firebase Auth has loaded, read IndexedDB and refreshed the token (three round trips on a
 * phone). Only the UI trusts it: every read waits for Auth's restored user (firebase-web), the
 * rules and callables judge the real token, and Auth's answer replaces it moments later (signed
 * out: the hint is forgotten and the dashboard sends the visitor to sign in).
 */
export function rememberedSession(): SignedIn | null {
  const hint = readSessionHint();
  return hint && { status: 'signed-in', ...hint };
}

/**
 * Keeps `session` as the next visit's hint. A session without a role is not kept: its role lookup
 * failed (e.g. the token refresh was cut off by leaving the page), and a hint without the role
 * would send an admin's next page load to the creator side's routes. The same user's hint, from a
 * lookup that answered, stays (the next visit still paints at once: a role an admin changes ends
 * the session instead); another user's goes.
 */
export function rememberSession(session: Session): void {
  try {
    if (session.status === 'signed-in' && session.role !== null)
      localStorage.setItem(
        SESSION_HINT_KEY,
        JSON.stringify({ user: session.user, role: session.role }),
      );
    else if (session.status === 'signed-in') {
      if (readSessionHint()?.user.uid !== session.user.uid)
        localStorage.removeItem(SESSION_HINT_KEY);
    } else if (session.status === 'signed-out') {
      localStorage.removeItem(SESSION_HINT_KEY);
      // Signed out elsewhere, or the session ended: the last user's data goes too. Loaded only
      // when there is some, so public pages never download the query cache for this.
      if (localStorage.getItem(PERSIST_KEY) ?? localStorage.getItem(SNAPSHOT_KEY))
        void import('@groundtruth/platform/query-persistence').then((m) =>
          m.forgetPersistedQueries(),
        );
    }
  } catch {
    // Storage blocked: the next visit waits for Auth, as it did before.
  }
}

function sameSession(a: Session, b: Session): boolean {
  if (a.status !== 'signed-in' || b.status !== 'signed-in') return a.status === b.status;
  return (
    a.role === b.role &&
    a.user.uid === b.user.uid &&
    a.user.email === b.user.email &&
    a.user.name === b.user.name &&
    a.user.emailVerified === b.user.emailVerified
  );
}

/**
 * The Auth session of the page, provided once by the shell (this module is a federation
 * singleton, so every remote's screens read the same context). Reacts to sign-in, sign-out and token refresh; the role comes
 * from the `role` custom claim that only Cloud Functions set.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [session, setSessionState] = useState<Session>(
    () => rememberedSession() ?? { status: 'loading' },
  );
  // Auth confirming the remembered session changes nothing, so nothing re-renders. A change is
  // not a transition: Sign Out navigates to the login page at once, which must already see the
  // session signed out, or it sends the visitor back to the dashboard of the user who just left.
  const setSession = useCallback((next: Session) => {
    rememberSession(next);
    setSessionState((current) => (sameSession(current, next) ? current : next));
  }, []);
  const started = useRef(false);
  const unsubscribe = useRef<(() => void) | undefined>(undefined);

  const start = useCallback(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      const { firebaseAuth, onIdTokenChanged } = await import('@groundtruth/firebase-web/auth');
      const auth = await firebaseAuth();
      // The first token of a page load is refreshed: a role an admin changed since the last
      // sign-in (a new custom claim) takes effect on the next page load, not an hour later.
      let fresh = false;
      unsubscribe.current = onIdTokenChanged(auth, (user) => {
        if (!user) {
          setSession({ status: 'signed-out' });
          return;
        }
        const forceRefresh = !fresh;
        fresh = true;
        // A token asked for before Sign Out (or another sign-in) may answer after it: that
        // user has left, and their answer must not sign the page back in as them.
        const stillSignedIn = () => auth.currentUser?.uid === user.uid;
        user
          .getIdTokenResult(forceRefresh)
          .then((token) => {
            if (!stillSignedIn()) return;
            const claim = token.claims['role'];
            setSession({
              status: 'signed-in',
              user: {
                uid: user.uid,
                email: user.email,
                name: user.displayName,
                emailVerified: token.claims['email_verified'] === true,
              },
              role: isRole(claim) ? claim : null,
            });
          })
          .catch((error: unknown) => {
            if (!stillSignedIn()) return;
            // A failed role lookup is only logged (docs/product.md, Who uses it); the user stays signed in without a role.
            console.error('[session] could not read the role claim', error);
            setSession({
              status: 'signed-in',
              user: { uid: user.uid, email: user.email, name: user.displayName },
              role: null,
            });
          });
      });
    })().catch((error: unknown) => {
      console.error('[session] could not start Firebase Auth', error);
      setSession({ status: 'signed-out' });
    });
  }, [setSession]);

  useEffect(() => () => unsubscribe.current?.(), []);

  const signOut = useCallback(async () => {
    const { firebaseAuth, signOut: firebaseSignOut } =
      await import('@groundtruth/firebase-web/auth');
    await firebaseSignOut(await firebaseAuth());
  }, []);

  const api = useMemo(() => ({ session, start, signOut }), [session, start, signOut]);
  return <SessionContext.Provider value={api}>{children}</SessionContext.Provider>;
}

/**
 * A fixed session, for component tests and stories: screens read it exactly as they read the
 * live one, without Firebase Auth.
 */
export function StaticSessionProvider({
  session,
  children,
}: {
  session: Session;
  children: ReactNode;
}) {
  const api = useMemo(
    () => ({ session, start: () => undefined, signOut: async () => undefined }),
    [session],
  );
  return <SessionContext.Provider value={api}>{children}</SessionContext.Provider>;
}

/**
 * The signed-in user of a screen that only signed-in users reach (every /dashboard page: the
 * shell's layout renders them only then). Throws otherwise, which the remote's error panel shows.
 */
export function useSignedInUser(): { user: SessionUser; role: Role | null } {
  const { session } = useSession();
  if (session.status !== 'signed-in') throw new Error('This page needs a signed-in user');
  return { user: session.user, role: session.role };
}

/** The current session; starts Auth on first use. Throws outside the provider (docs/product.md, Messages). */
export function useSession(): Omit<SessionApi, 'start'> {
  const api = useContext(SessionContext);
  if (!api) throw new Error('useSession must be used within a SessionProvider');
  const { start } = api;
  useEffect(() => start(), [start]);
  return api;
}

/** Whether a role belongs to staff (admin or support). */
export function isStaff(role: Role | null): boolean {
  return role === 'admin' || role === 'support';
}

/** Whether a role is a customer's (a person of an organisation that orders datasets). */
export function isCustomer(role: Role | null): boolean {
  return role === 'customer';
}

/** The sides of the dashboard: each has its own remote, sidebar and overview. */
export type Side = 'creator' | 'staff' | 'customer';

/**
 * The side `role` works on: staff and customers on theirs, everyone else (creators, and a
 * session whose role lookup failed) on the creator side.
 */
export function sideOf(role: Role | null): Side {
  if (isStaff(role)) return 'staff';
  return isCustomer(role) ? 'customer' : 'creator';
}
