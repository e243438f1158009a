import { Link, useSearchParams } from 'react-router-dom';
import { Alert } from '@groundtruth/ui-kit';
import { messages } from '@groundtruth/domain/messages';
import { paths } from '@groundtruth/domain/paths';
import { useSession } from '@groundtruth/platform/session';
import { AuthLayout } from '../auth-layout';
import { useAuthWords } from '../auth-errors';
import { ResetPassword } from './reset-password';
import { VerifyEmail } from './verify-email';
import { useWords } from '@groundtruth/platform/i18n';
import { authWords } from '@groundtruth/domain/words/auth';

/**
 * /auth/action?mode=…&oobCode=…: where the links of Auth's e-mails land,
 * the product's page instead of Firebase's hosted one. Handles resetPassword and verifyEmail.
 */
export default function AuthActionPage() {
  const words = useWords('auth', authWords);
  const { say } = useAuthWords();
  // Starts Auth: verifying while signed in refreshes the session's token.
  useSession();
  const [params] = useSearchParams();
  const mode = params.get('mode');
  const oobCode = params.get('oobCode');

  const title =
    mode === 'resetPassword'
      ? words.chooseNewPassword
      : mode === 'verifyEmail'
        ? words.verifyYourEmail
        : words.accountLink;
  return (
    <AuthLayout>
      <h1>{title}</h1>
      {oobCode && mode === 'resetPassword' ? (
        <ResetPassword oobCode={oobCode} />
      ) : oobCode && mode === 'verifyEmail' ? (
        <VerifyEmail oobCode={oobCode} />
      ) : (
        <>
          <Alert tone="warning">{say(messages.actionLinkInvalid)}</Alert>
          <p>
            <Link to={paths.login}>{words.goToSignIn}</Link>
          </p>
        </>
      )}
    </AuthLayout>
  );
}
