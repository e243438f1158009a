import { LegalLayout } from './legal-layout';

/** Privacy Policy. */
export default function PrivacyPage() {
  return (
    <LegalLayout title="Privacy Policy" updated="25 November 2026">
      <p>
        This policy explains what personal data Groundtruth collects, why, and the choices you have.
      </p>
      <h2>What we collect</h2>
      <p>
        Your name, e-mail address and password (stored only as a secure hash by our authentication
        provider); your country, language and notification preferences; the files and notes you
        submit, with their size, type and checksums; your payout account identifiers; and a record
        of actions taken on your account. If you join the waitlist we store only your e-mail
        address.
      </p>
      <h2>Why we use it</h2>
      <p>
        To run your account, review and pay for your work, prove the provenance of submitted
        content, prevent fraud, and tell you about tasks and payouts if you asked us to.
      </p>
      <h2>Who sees it</h2>
      <p>
        Your files are visible to you and to our reviewers. Approved content is licensed to our
        customers for AI training as the Terms of Service describe. Payment providers receive what
        they need to pay you. We do not sell your personal data.
      </p>
      <h2>How long we keep it</h2>
      <p>
        Account data is kept while your account is open and for up to seven years afterwards where
        tax and accounting law requires. Waitlist addresses are deleted on request.
      </p>
      <h2>E-mail</h2>
      <p>
        We e-mail you about reviews, appeals, payouts and deadlines only while e-mail notifications
        are on. Every e-mail has a link that turns them off at once, without signing in; you can
        turn them on or off in Settings too. Security notices (a payment method added or a new
        default payment method) are always sent, because they protect your earnings.
      </p>
      <h2>Your rights</h2>
      <p>
        In Settings, under Your data, &ldquo;Download my data&rdquo; gives you a copy of your
        profile, accepted tasks, submissions (file names, checksums and review decisions), payouts,
        payment methods (shortened) and notifications as a JSON file. &ldquo;Delete my
        account&rdquo; deletes your sign-in, payment methods, notifications and preferences, removes
        your name and e-mail address from your account record, and deletes the files of submissions
        that were neither reviewed nor paid. It waits until no payout is pending or processing.
      </p>
      <p>
        Approved work stays with Groundtruth after you delete your account, under the licence you
        agreed to when you submitted it, so that datasets already delivered remain valid. The record
        of actions taken on your account (the audit trail) is kept as the law requires.
      </p>
      <p>
        You may also ask for the correction of your data, or anything the buttons do not cover, by
        writing to privacy@groundtruth.example.
      </p>
    </LegalLayout>
  );
}
