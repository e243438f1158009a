import { useState } from 'react';
import { Alert, Button, useToast } from '@groundtruth/ui-kit';
import { messages as englishMessages } from '@groundtruth/domain/messages';
import { sendVerificationEmail } from '../auth/account-email';
import { authErrorMessage } from '../auth/auth-errors';
import { useWords } from '@groundtruth/platform/i18n';
import { authWords } from '@groundtruth/domain/words/auth';

/**
 * Shown on every dashboard page until the address is verified: everything works
 * before, but payouts need it. "Resend e-mail" sends a new link; following it on this browser
 * refreshes the session, and the banner goes.
 */
export default function VerifyEmailBanner({ email }: { email: string }) {
  const words = useWords('auth', authWords);
  const messages = useWords('messages', englishMessages);
  const { toast } = useToast();
  const [sending, setSending] = useState(false);
  const resend = async () => {
    setSending(true);
    try {
      await sendVerificationEmail();
      toast({ title: messages.verificationSent, variant: 'success' });
    } catch (error) {
      toast({
        title: messages.failedSendVerification,
        description: authErrorMessage(error),
        variant: 'destructive',
      });
    } finally {
      setSending(false);
    }
  };
  return (
    <Alert
      // Shown from the live session only, never from a screen's kept picture (src/snapshot).
      data-snapshot="omit"
      tone="info"
      title={words.verifyBannerTitle}
      aria-label="E-mail verification"
      actions={
        <Button variant="outline" size="small" loading={sending} onClick={() => void resend()}>
          {words.resendEmail}
        </Button>
      }
    >
      {messages.verifyEmailBanner(email)}
    </Alert>
  );
}
