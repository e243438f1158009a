import { useLandingWords } from '../../../i18n/words-context';
import { TileSection } from './tile-section';

/** Three steps from sign-up to getting paid. */
export function HowItWorks() {
  const words = useLandingWords().howItWorks;
  return (
    <TileSection id="how-it-works" title={words.title} lead={words.lead} items={words.items} />
  );
}
