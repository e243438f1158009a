import { useLandingWords } from '../../../i18n/words-context';
import { TileSection } from './tile-section';

/** What creators earn and when. */
export function FairPay() {
  const words = useLandingWords().fairPay;
  return (
    <TileSection id="fair-pay" title={words.title} lead={words.lead} items={words.items} muted />
  );
}
