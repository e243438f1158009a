import { useLandingWords } from '../../../i18n/words-context';
import { TileSection } from './tile-section';

/** How the product treats creators and their data. */
export function Ethics() {
  const words = useLandingWords().ethics;
  return <TileSection id="ethics" title={words.title} lead={words.lead} items={words.items} />;
}
