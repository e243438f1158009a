import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Alert, Button, Spinner, TextField, useToast } from '@groundtruth/ui-kit';
import { messages } from '@groundtruth/domain/messages';
import { paths } from '@groundtruth/domain/paths';
import { newPasswordProblem, preloadPasswordRules } from '@groundtruth/domain/password-rules';
import { Form } from '../auth-layout';
import { authErrorMessage, useAuthWords } from '../auth-errors';
import { isSpentCode } from './action-codes';
import { useWords } from '@groundtruth/platform/i18n';
import { authWords } from '@groundtruth/domain/words/auth';

type State =
  | { status: 'checking' }
  | { status: 'ready'; email: string }
  | { status: 'spent' }
  | { status: 'failed'; message: string };

/** The way to a new link when this one no longer works. */
function AskAgain({ email }: { email?: string }) {
  const words = useWords('auth', authWords);
  return (
    <p>
      <Link to={paths.forgotPassword} state={{ email }}>
        {words.sendNewResetLink}
      </Link>
    </p>
  );
}

/**
 * mode=resetPassword: checks the code (showing whose password changes), takes a new password
 * under the sign-up's rules, sets it, and sends the person to sign in with it.
 */
export function ResetPassword({ oobCode }: { oobCode: string }) {
  const words = useWords('auth', authWords);
  const { say } = useAuthWords();
  const navigate = useNavigate();
  const { toast } = useToast();
  const [state, setState] = useState<State>({ status: 'checking' });
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);

  // The common-password list loads while the person types, not on Save.
  useEffect(preloadPasswordRules, []);

  useEffect(() => {
    let live = true;
    void (async () => {
      const { firebaseAuth, verifyPasswordResetCode } =
        await import('@groundtruth/firebase-web/auth');
      const email = await verifyPasswordResetCode(await firebaseAuth(), oobCode);
      if (live) setState({ status: 'ready', email });
    })().catch((failure: unknown) => {
      if (!live) return;
      setState(
        isSpentCode(failure)
          ? { status: 'spent' }
          : { status: 'failed', message: authErrorMessage(failure) },
      );
    });
    return () => {
      live = false;
    };
  }, [oobCode]);

  if (state.status === 'checking') return <Spinner label={words.checkingResetLink} />;
  if (state.status !== 'ready')
    return (
      <>
        <Alert tone="warning" title={words.linkNoLongerWorks}>
          {say(state.status === 'spent' ? messages.resetLinkInvalid : state.message)}
        </Alert>
        <AskAgain />
      </>
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    try {
      const problem = await newPasswordProblem(password);
      setError(problem ? say(problem) : undefined);
      if (problem) return;
      const { firebaseAuth, confirmPasswordReset } = await import('@groundtruth/firebase-web/auth');
      await confirmPasswordReset(await firebaseAuth(), oobCode, password);
      toast({ title: say(messages.passwordChanged), variant: 'success' });
      navigate(paths.login, { state: { email: state.email } });
    } catch (failure) {
      if (isSpentCode(failure)) setState({ status: 'spent' });
      else setError(say(authErrorMessage(failure)));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form onSubmit={submit} noValidate aria-label={words.passwordReset}>
      <p>
        {words.resetFor} <strong>{state.email}</strong>
      </p>
      <TextField
        label={words.newPassword}
        type="password"
        autoComplete="new-password"
        hint={say(messages.passwordHint)}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={error}
        required
      />
      <Button type="submit" variant="primary" loading={saving} fullWidth>
        {words.saveNewPassword}
      </Button>
    </Form>
  );
}
