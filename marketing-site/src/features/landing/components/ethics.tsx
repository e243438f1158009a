import { TileSection, type TileItem } from './tile-section';

const principles: TileItem[] = [
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
];

/** How the product treats creators and their data. */
export function Ethics() {
  return (
    <TileSection
      id="ethics"
      title="Ethical by design"
      lead="AI should learn from people who chose to teach it, and who were paid for it."
      items={principles}
    />
  );
}
