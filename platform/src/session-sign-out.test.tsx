// @vitest-environment jsdom
// Sign Out while the page's first token is still being refreshed: the late answer belongs to the
// user who left, and must not sign the page back in (the login page would send the visitor back
// to that user's dashboard). Auth is a stand-in here because the order of the two answers is the
// point, and the emulator cannot be made to answer late on cue.
import '../testing/dom-setup';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider, useSession } from './session';

type Listener = (user: FakeUser | null) => void;
interface FakeUser {
  uid: string;
  email: string;
  displayName: string;
  getIdTokenResult: () => Promise<{ claims: Record<string, unknown> }>;
}

const auth: { currentUser: FakeUser | null; listener: Listener | null } = {
  currentUser: null,
  listener: null,
};

vi.mock('@groundtruth/firebase-web/auth', () => ({
  firebaseAuth: async () => auth,
  onIdTokenChanged: (_auth: unknown, listener: Listener) => {
    auth.listener = listener;
    return () => undefined;
  },
  signOut: async () => {
    auth.currentUser = null;
    auth.listener?.(null);
  },
}));

function Status() {
  const { session, signOut } = useSession();
  return (
    <>
      <p>{session.status === 'signed-in' ? `signed in as ${session.role}` : session.status}</p>
      <button onClick={() => void signOut()}>Sign Out</button>
    </>
  );
}

afterEach(() => {
  auth.currentUser = null;
  auth.listener = null;
  localStorage.clear();
});

/** Renders the session, then Auth reports Maya signed in, her token answering as `getIdTokenResult` does. */
async function mayaSignsIn(getIdTokenResult: FakeUser['getIdTokenResult']) {
  const maya: FakeUser = {
    uid: 'maya',
    email: 'maya@groundtruth.local',
    displayName: 'Maya',
    getIdTokenResult,
  };
  render(
    <SessionProvider>
      <Status />
    </SessionProvider>,
  );
  await vi.waitFor(() => expect(auth.listener).not.toBeNull());
  auth.currentUser = maya;
  act(() => auth.listener!(maya));
}

describe('SessionProvider', () => {
  it('stays signed out when the token asked for before Sign Out answers after it', async () => {
    let answer!: (token: { claims: Record<string, unknown> }) => void;
    await mayaSignsIn(() => new Promise((resolve) => (answer = resolve)));
    act(() => screen.getByRole('button', { name: 'Sign Out' }).click());
    expect(await screen.findByText('signed-out')).toBeTruthy();
    await act(async () => answer({ claims: { role: 'creator' } }));
    expect(screen.getByText('signed-out')).toBeTruthy();
  });

  it('takes the token of the user still signed in', async () => {
    await mayaSignsIn(async () => ({ claims: { role: 'creator' } }));
    expect(await screen.findByText('signed in as creator')).toBeTruthy();
  });
});
