import { LegalLayout } from './legal-layout';

/** Terms of Service (docs/product.md, Rules and constants: 18+, pay range and timing, liability limit). */
export default function TermsPage() {
  return (
    <LegalLayout title="Terms of Service" updated="22 November 2026">
      <p>
        These terms govern your use of Groundtruth, a marketplace where creators are paid to record
        videos, lessons, writing and other content used to train artificial intelligence. By
        creating an account you agree to them.
      </p>
      <h2>1. Eligibility</h2>
      <p>
        You must be at least 18 years old to create an account or submit work. We may ask you to
        confirm your age and identity before paying you, and we close accounts of people under 18.
      </p>
      <h2>2. Tasks and submissions</h2>
      <p>
        Each task states what to record, its payout and how many creators it accepts. You may accept
        a published task once. Work you submit must be your own, recorded by you, and must not show
        people who have not agreed to appear in it. When you submit, you attest that you made the
        content and that you consent to its use for training AI models, under the terms version in
        force at that time.
      </p>
      <h2>3. Review</h2>
      <p>
        Reviewers approve, reject or ask for changes to each submission. Only approved work is paid.
        When changes are requested you may resubmit; earlier submissions keep their history.
      </p>
      <h2>4. Pay</h2>
      <p>
        Payment per video is typically between $15 and $35, as stated on each task, in US dollars.
        Approved work is paid within 24 to 48 hours of verification through a payment service
        (Stripe Connect or PayPal). You can request a payout when your available balance reaches
        $50. Payment methods must be verified before the first payout. You are responsible for any
        taxes on what you earn.
      </p>
      <h2>5. Licence to your content</h2>
      <p>
        You keep ownership of your content. For each approved submission you grant Groundtruth and
        its customers a worldwide, perpetual, irrevocable licence to use, copy and modify it to
        train, evaluate and improve AI systems.
      </p>
      <h2>6. Suspension</h2>
      <p>
        We may suspend accounts that submit work that is not their own, misrepresent who made it, or
        abuse the platform. A suspended account cannot sign in; approved earnings already due remain
        payable unless they were obtained by fraud.
      </p>
      <h2>7. Limitation of liability</h2>
      <p>
        To the extent the law allows, Groundtruth&apos;s total liability to you for any claim is
        limited to the amount we paid you in the three months before the event giving rise to the
        claim. We are not liable for indirect or consequential losses.
      </p>
      <h2>8. Changes</h2>
      <p>
        We will tell you by e-mail before material changes to these terms take effect. Continuing to
        use Groundtruth after that means you accept the new terms.
      </p>
    </LegalLayout>
  );
}
