import { LegalLayout } from './legal-layout';

/** Privacy Policy. */
export default function PrivacyPage() {
  return (
    <LegalLayout title="Privacy Policy" updated="22 November 2026">
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
      <h2>Your rights</h2>
      <p>
        You may ask for a copy of your data, its correction or its deletion, and you may withdraw
        consent for marketing e-mails at any time, by writing to privacy@groundtruth.example.
      </p>
    </LegalLayout>
  );
}
