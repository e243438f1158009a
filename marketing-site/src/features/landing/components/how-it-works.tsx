import { TileSection, type TileItem } from './tile-section';

const steps: TileItem[] = [
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
];

/** Three steps from sign-up to getting paid. */
export function HowItWorks() {
  return (
    <TileSection
      id="how-it-works"
      title="How it works"
      lead="No studio, no followers needed. Just real skills, recorded honestly."
      items={steps}
    />
  );
}
