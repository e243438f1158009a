import { useLandingWords } from '../../../i18n/words-context';
import { TileSection } from './tile-section';

/** Who the product is for. */
export function Audience() {
  const words = useLandingWords().audience;
  return (
    <TileSection id="who-its-for" title={words.title} lead={words.lead} items={words.items} muted />
  );
}
