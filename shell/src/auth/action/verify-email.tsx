import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert, Spinner } from '@groundtruth/ui-kit';
import { messages } from '@groundtruth/domain/messages';
import { paths } from '@groundtruth/domain/paths';
import { callLazily } from '@groundtruth/platform/call-lazily';
import { authErrorMessage, useAuthWords } from '../auth-errors';
import { isSpentCode } from './action-codes';
import { useWords } from '@groundtruth/platform/i18n';
import { authWords } from '@groundtruth/domain/words/auth';

/**
 * Applies a code once per page, even when React runs the effect twice (StrictMode) or the
 * component remounts: a second applyActionCode would fail, the code being spent.
 */
const applied = new Map<string, Promise<void>>();

async function verify(oobCode: string): Promise<void> {
  const { firebaseAuth, applyActionCode, checkActionCode } =
    await import('@groundtruth/firebase-web/auth');
  const auth = await firebaseAuth();
  // The address the code is for, read before the code is spent: a browser where nobody is signed
  // in still tells the server whose verification to record.
  const email = (await checkActionCode(auth, oobCode)).data.email ?? null;
  await applyActionCode(auth, oobCode);
  // The signed-in user is restored from IndexedDB after start-up; wait for it.
  await auth.authStateReady();
  const user = auth.currentUser;
  if (!user || (email && user.email?.toLowerCase() !== email.toLowerCase())) {
    // Opened where nobody (or somebody else) is signed in: the mirror the staff's Users screen
    // reads follows Auth all the same. Not awaited, as below.
    if (email)
      void callLazily((c) => c.recordEmailVerified, { email }).catch((error: unknown) =>
        console.error('[verify-email] could not record the verification', error),
      );
    return;
  }
  // Signed in here (the usual case: the link opened in the browser that signed up): a fresh
  // token carries email_verified, so the banner goes and payouts work without signing in again;
  // the staff's Users screen learns it through the mirror.
  await user.reload();
  await user.getIdToken(true);
  // Not awaited: the person is verified whatever the mirror says, and need not wait for it.
  void callLazily((c) => c.recordEmailVerified, {}).catch((error: unknown) =>
    console.error('[verify-email] could not record the verification', error),
  );
}

type State =
  { status: 'verifying' } | { status: 'verified' } | { status: 'failed'; message: string };

/** mode=verifyEmail: applies the code and says what happened, with the way on. */
export function VerifyEmail({ oobCode }: { oobCode: string }) {
  const words = useWords('auth', authWords);
  const { say } = useAuthWords();
  const [state, setState] = useState<State>({ status: 'verifying' });

  useEffect(() => {
    let current = applied.get(oobCode);
    if (!current) {
      current = verify(oobCode);
      applied.set(oobCode, current);
    }
    let live = true;
    current.then(
      () => live && setState({ status: 'verified' }),
      (error: unknown) =>
        live &&
        setState({
          status: 'failed',
          message: isSpentCode(error) ? messages.verifyLinkInvalid : authErrorMessage(error),
        }),
    );
    return () => {
      live = false;
    };
  }, [oobCode]);

  if (state.status === 'verifying') return <Spinner label={words.verifyingEmail} />;
  return (
    <>
      {state.status === 'verified' ? (
        <Alert tone="success" title={words.emailVerified}>
          {say(messages.emailVerified)}
        </Alert>
      ) : (
        <Alert tone="warning" title={words.linkNoLongerWorks}>
          {say(state.message)}
        </Alert>
      )}
      <p>
        <Link to={paths.dashboard}>{words.goToDashboardLink}</Link>
      </p>
    </>
  );
}
