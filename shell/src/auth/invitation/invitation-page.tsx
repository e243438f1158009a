import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Alert, Spinner } from '@groundtruth/ui-kit';
import type { CustomerInvitationView } from '@groundtruth/domain/customer-invitations';
import { invitationMessages } from '@groundtruth/domain/invitation-messages';
import { paths } from '@groundtruth/domain/paths';
import { authWords } from '@groundtruth/domain/words/auth';
import { useWords } from '@groundtruth/platform/i18n';
import { useSession } from '@groundtruth/platform/session';
import { AuthLayout, Muted } from '../auth-layout';
import { useAuthWords } from '../auth-errors';
import { InvitationForm } from './invitation-form';
import { linkRefusal } from './link-refusal';
import { readInvitation } from './read-invitation';

type State =
  | { status: 'loading' }
  | { status: 'ready'; invitation: CustomerInvitationView }
  /** `message` the functions' words for the link; else the failure `error`, said at render. */
  | { status: 'refused'; message?: string; error?: unknown };

/**
 * /invitation?token=…: where a customer invitation's e-mail lands (customers do not sign up).
 * Reads what the link invites to, then takes a name, a password, the terms and the age, creates
 * the account, signs in and opens the customer's overview. A link that no longer works says why,
 * with the way to sign in.
 */
export default function InvitationPage() {
  const words = useWords('auth', authWords);
  const { sayError } = useAuthWords();
  // Starts Auth, which the form signs in with.
  useSession();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [state, setState] = useState<State>(() =>
    token ? { status: 'loading' } : { status: 'refused', message: invitationMessages.invalid },
  );

  useEffect(() => {
    if (!token) return;
    let live = true;
    readInvitation(token).then(
      (invitation) => {
        if (live) setState({ status: 'ready', invitation });
      },
      (error: unknown) => {
        if (live) setState({ status: 'refused', error });
      },
    );
    return () => {
      live = false;
    };
  }, [token]);

  return (
    <AuthLayout>
      <h1>{invitationMessages.pageTitle}</h1>
      {state.status === 'loading' && <Spinner label={invitationMessages.loadingInvitation} />}
      {state.status === 'refused' && (
        <>
          <Alert tone="warning">
            {state.message ?? linkRefusal(state.error) ?? sayError(state.error)}
          </Alert>
          <p>
            <Link to={paths.login}>{words.goToSignIn}</Link>
          </p>
        </>
      )}
      {state.status === 'ready' && (
        <>
          <Muted>
            {invitationMessages.pageIntro(
              state.invitation.email,
              state.invitation.organizationName,
            )}
          </Muted>
          <InvitationForm
            token={token}
            email={state.invitation.email}
            onRefused={(message) => setState({ status: 'refused', message })}
          />
        </>
      )}
    </AuthLayout>
  );
}
