import { TileSection, type TileItem } from './tile-section';

const audiences: TileItem[] = [
  { title: 'Teachers and tutors', body: 'Turn the lessons you already give into paid recordings.' },
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
];

/** Who the product is for. */
export function Audience() {
  return (
    <TileSection
      id="who-its-for"
      title="Who it's for"
      lead="Anyone 18 or older with a skill and a phone camera."
      items={audiences}
      muted
    />
  );
}
