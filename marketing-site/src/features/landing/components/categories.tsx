import { useLandingWords } from '../../../i18n/words-context';
import { TileSection } from './tile-section';

/** The six kinds of tasks creators can take. */
export function Categories() {
  const words = useLandingWords().categories;
  return <TileSection id="categories" title={words.title} lead={words.lead} items={words.items} />;
}
