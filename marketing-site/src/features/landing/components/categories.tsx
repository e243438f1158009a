import { TileSection, type TileItem } from './tile-section';

const categories: TileItem[] = [
  { title: 'Teaching', body: 'Explain a concept, solve a problem, run a class.' },
  { title: 'Daily Life', body: 'Cook a meal, fold laundry, tidy a room.' },
  { title: 'Trades', body: 'Fix a tap, wire a socket, build a shelf.' },
  { title: 'Knowledge', body: 'Write guides, articles and technical documentation.' },
  { title: 'Art', body: 'Draw, paint, craft and make music.' },
  { title: 'Motion', body: 'Sports, dance, exercise and movement.' },
];

/** The six kinds of tasks creators can take. */
export function Categories() {
  return (
    <TileSection
      id="categories"
      title="Task categories"
      lead="Tasks come in six families. Choose the ones that fit your life."
      items={categories}
    />
  );
}
