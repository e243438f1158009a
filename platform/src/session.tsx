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

export interface SessionUser {
  uid: string;
  email: string | null;
  name: string | null;
  /**
   * The ID token's email_verified claim, the one requestPayout checks (issue 21). Absent in
   * fixed sessions of tests and stories, which show no verification banner.
   */
  emailVerified?: boolean;
}

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

const roles: readonly string[] = ['creator', 'support', 'admin'];

/**
 * The Auth session of the page, provided once by the shell (this module is a federation
 * singleton, so every remote's screens read the same context). Reacts to sign-in, sign-out and token refresh; the role comes
 * from the `role` custom claim that only Cloud Functions set (DESIGN §3).
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<Session>({ status: 'loading' });
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
        user
          .getIdTokenResult(forceRefresh)
          .then((token) => {
            const claim = token.claims['role'];
            setSession({
              status: 'signed-in',
              user: {
                uid: user.uid,
                email: user.email,
                name: user.displayName,
                emailVerified: token.claims['email_verified'] === true,
              },
              role: typeof claim === 'string' && roles.includes(claim) ? (claim as Role) : null,
            });
          })
          .catch((error: unknown) => {
            // A failed role lookup is only logged (spec §6); the user stays signed in without a role.
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
  }, []);

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

/** The current session; starts Auth on first use. Throws outside the provider (spec §8). */
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
