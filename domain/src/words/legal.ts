/**
 * The legal pages' words (marketing-site; docs/product.md, Rules and constants: 18+, pay range
 * and timing, liability limit). Translated as the `legal` audience (i18n/tables.ts), read only by
 * the build's prerendered pages under "/<locale>/".
 */

export interface LegalText {
  title: string;
  /** "Last updated …", in the page's language. */
  updated: string;
  /** The paragraphs before the first heading. */
  intro: string[];
  sections: { heading: string; paragraphs: string[] }[];
}

export interface LegalWords {
  privacy: LegalText;
  terms: LegalText;
}

export const legalWords: LegalWords = {
  privacy: {
    title: 'Privacy Policy',
    updated: 'Last updated 25 November 2026',
    intro: [
      'This policy explains what personal data Groundtruth collects, why, and the choices you have.',
    ],
    sections: [
      {
        heading: 'What we collect',
        paragraphs: [
          'Your name, e-mail address and password (stored only as a secure hash by our authentication provider); your country, language and notification preferences; the files and notes you submit, with their size, type and checksums; your payout account identifiers; and a record of actions taken on your account. If you join the waitlist we store only your e-mail address.',
        ],
      },
      {
        heading: 'Why we use it',
        paragraphs: [
          'To run your account, review and pay for your work, prove the provenance of submitted content, prevent fraud, and tell you about tasks and payouts if you asked us to.',
        ],
      },
      {
        heading: 'Who sees it',
        paragraphs: [
          'Your files are visible to you and to our reviewers. Approved content is licensed to our customers for AI training as the Terms of Service describe. Payment providers receive what they need to pay you. We do not sell your personal data.',
        ],
      },
      {
        heading: 'How long we keep it',
        paragraphs: [
          'Account data is kept while your account is open and for up to seven years afterwards where tax and accounting law requires. Waitlist addresses are deleted on request.',
        ],
      },
      {
        heading: 'E-mail',
        paragraphs: [
          'We e-mail you about reviews, appeals, payouts and deadlines only while e-mail notifications are on. Every e-mail has a link that turns them off at once, without signing in; you can turn them on or off in Settings too. Security notices (a payment method added or a new default payment method) are always sent, because they protect your earnings.',
        ],
      },
      {
        heading: 'Your rights',
        paragraphs: [
          'In Settings, under Your data, “Download my data” gives you a copy of your profile, accepted tasks, submissions (file names, checksums and review decisions), payouts, payment methods (shortened) and notifications as a JSON file. “Delete my account” deletes your sign-in, payment methods, notifications and preferences, removes your name and e-mail address from your account record, and deletes the files of submissions that were neither reviewed nor paid. It waits until no payout is pending or processing.',
          'Approved work stays with Groundtruth after you delete your account, under the licence you agreed to when you submitted it, so that datasets already delivered remain valid. The record of actions taken on your account (the audit trail) is kept as the law requires.',
          'You may also ask for the correction of your data, or anything the buttons do not cover, by writing to privacy@groundtruth.example.',
        ],
      },
    ],
  },
  terms: {
    title: 'Terms of Service',
    updated: 'Last updated 22 November 2026',
    intro: [
      'These terms govern your use of Groundtruth, a marketplace where creators are paid to record videos, lessons, writing and other content used to train artificial intelligence. By creating an account you agree to them.',
    ],
    sections: [
      {
        heading: '1. Eligibility',
        paragraphs: [
          'You must be at least 18 years old to create an account or submit work. We may ask you to confirm your age and identity before paying you, and we close accounts of people under 18.',
        ],
      },
      {
        heading: '2. Tasks and submissions',
        paragraphs: [
          'Each task states what to record, its payout and how many creators it accepts. You may accept a published task once. Work you submit must be your own, recorded by you, and must not show people who have not agreed to appear in it. When you submit, you attest that you made the content and that you consent to its use for training AI models, under the terms version in force at that time.',
        ],
      },
      {
        heading: '3. Review',
        paragraphs: [
          'Reviewers approve, reject or ask for changes to each submission. Only approved work is paid. When changes are requested you may resubmit; earlier submissions keep their history.',
        ],
      },
      {
        heading: '4. Pay',
        paragraphs: [
          'Payment per video is typically between $15 and $35, as stated on each task, in US dollars. Approved work is paid within 24 to 48 hours of verification through a payment service (Stripe Connect or PayPal). You can request a payout when your available balance reaches $50. Payment methods must be verified before the first payout. You are responsible for any taxes on what you earn.',
        ],
      },
      {
        heading: '5. Licence to your content',
        paragraphs: [
          'You keep ownership of your content. For each approved submission you grant Groundtruth and its customers a worldwide, perpetual, irrevocable licence to use, copy and modify it to train, evaluate and improve AI systems.',
        ],
      },
      {
        heading: '6. Suspension',
        paragraphs: [
          'We may suspend accounts that submit work that is not their own, misrepresent who made it, or abuse the platform. A suspended account cannot sign in; approved earnings already due remain payable unless they were obtained by fraud.',
        ],
      },
      {
        heading: '7. Limitation of liability',
        paragraphs: [
          "To the extent the law allows, Groundtruth's total liability to you for any claim is limited to the amount we paid you in the three months before the event giving rise to the claim. We are not liable for indirect or consequential losses.",
        ],
      },
      {
        heading: '8. Changes',
        paragraphs: [
          'We will tell you by e-mail before material changes to these terms take effect. Continuing to use Groundtruth after that means you accept the new terms.',
        ],
      },
    ],
  },
};
