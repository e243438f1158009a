/**
 * The landing's words (marketing-site): the spec's words, verbatim (docs/product.md, Screens).
 * Translated as the `landing` audience (i18n/tables.ts); the island loads another language's
 * catalog when that language's landing hydrates, so an English page carries no other language.
 */
import { messages } from '../messages';

export interface Tile {
  title: string;
  body: string;
}

export const landingWords = {
  /** The page's <title> and description (the shell's index.html holds English's). */
  meta: {
    title: 'Groundtruth — Get paid to record the real world',
    description:
      'Groundtruth pays creators to record real-world videos, lessons and writing that train AI.',
  },
  header: { account: 'Account', signIn: 'Sign In', getStarted: 'Get Started' },
  hero: {
    title: 'Get paid to record the real world',
    subtitle:
      'Film how you cook, teach, fix and make things. AI companies need real-world video, voice and writing, and Groundtruth pays creators fairly for every accepted task.',
    joinWaitlist: 'Join the waitlist',
    earlyAccess: 'Get early access',
    /** The choice sentence around its link: before, the link's words, after. */
    choiceBefore:
      'Both put you on the waitlist: we e-mail you when paid tasks open in your area. Want to take tasks today instead? ',
    choiceLink: 'Create your creator account now',
    choiceAfter: ', as Get Started does.',
    proof: '400,000+ creators · over 100 new creators onboarded daily',
  },
  howItWorks: {
    title: 'How it works',
    lead: 'No studio, no followers needed. Just real skills, recorded honestly.',
    items: [
      {
        title: '1. Receive requests',
        body: 'Pick from paid tasks that match what you already do: cooking, teaching, repairs, art.',
      },
      {
        title: '2. Record and upload',
        body: 'Film or write it your way with the phone you have, then upload your files securely.',
      },
      {
        title: '3. Earn money',
        body: 'Once a reviewer approves your work, the payout is yours to cash out.',
      },
    ] as Tile[],
  },
  audience: {
    title: "Who it's for",
    lead: 'Anyone 18 or older with a skill and a phone camera.',
    items: [
      {
        title: 'Teachers and tutors',
        body: 'Turn the lessons you already give into paid recordings.',
      },
      {
        title: 'Tradespeople',
        body: 'Show how real work is done: wiring, plumbing, woodwork, repairs.',
      },
      {
        title: 'Everyday experts',
        body: 'Cooking, cleaning, gardening, caring: daily life is valuable data.',
      },
      {
        title: 'Artists and makers',
        body: 'Paint, sculpt, dance or play, and be paid for the process.',
      },
    ] as Tile[],
  },
  categories: {
    title: 'Task categories',
    lead: 'Tasks come in six families. Choose the ones that fit your life.',
    items: [
      { title: 'Teaching', body: 'Explain a concept, solve a problem, run a class.' },
      { title: 'Daily Life', body: 'Cook a meal, fold laundry, tidy a room.' },
      { title: 'Trades', body: 'Fix a tap, wire a socket, build a shelf.' },
      { title: 'Knowledge', body: 'Write guides, articles and technical documentation.' },
      { title: 'Art', body: 'Draw, paint, craft and make music.' },
      { title: 'Motion', body: 'Sports, dance, exercise and movement.' },
    ] as Tile[],
  },
  fairPay: {
    title: 'Fair pay, clearly stated',
    lead: 'No bidding wars and no hidden fees.',
    items: [
      { title: '$15 to $35 per video', body: 'Every task shows its payout before you accept it.' },
      {
        title: 'Paid in 24 to 48 hours',
        body: 'After your work is verified, through a trusted payment service.',
      },
      {
        title: 'Cash out from $50',
        body: 'Request a payout to Stripe or PayPal whenever your balance reaches $50.',
      },
    ] as Tile[],
  },
  ethics: {
    title: 'Ethical by design',
    lead: 'AI should learn from people who chose to teach it, and who were paid for it.',
    items: [
      {
        title: 'Your consent, on record',
        body: 'Every submission carries your attestation that you made it and agree to its use for AI training.',
      },
      {
        title: 'Provenance you can prove',
        body: "Each file is fingerprinted on upload, so your work is never confused with anyone else's.",
      },
      {
        title: 'Privacy by default',
        body: 'Your files are visible only to you and the reviewers who check them.',
      },
    ] as Tile[],
  },
  waitlist: {
    title: 'Join the waitlist',
    lead: 'Be the first to hear when paid tasks open in your area.',
    submit: 'Join the waitlist',
    formLabel: 'Join the waitlist',
    name: 'Name (optional)',
    email: 'Email',
    success: messages.waitlistSuccess as string,
    failure: messages.waitlistFailure as string,
    invalidEmail: messages.invalidEmail as string,
    toastTitle: 'Success',
  },
  exitIntent: {
    title: 'Wait! Get a $50 bonus',
    description: 'Join now and earn a $50 bonus after your first 3 videos.',
    submit: 'Claim my bonus',
    formLabel: 'Claim your bonus',
    success: messages.exitIntentSuccess as string,
    failure: messages.exitIntentFailure as string,
  },
  footer: {
    legal: 'Legal',
    privacy: 'Privacy Policy',
    terms: 'Terms of Service',
    /** The language switcher's name (a nav of links, one per language). */
    languages: 'Language',
  },
};

export type LandingWords = typeof landingWords;
