import { Grid, Inner, Lead, Section, SectionTitle, Tile } from '../../../components/section.styles';

export interface TileItem {
  title: string;
  body: string;
}

interface Props {
  /** Anchor id; also labels the section. */
  id: string;
  title: string;
  lead: string;
  items: TileItem[];
  /** Alternate sections get a muted background. */
  muted?: boolean;
}

/** A landing section: title, lead sentence and a responsive grid of tiles. */
export function TileSection({ id, title, lead, items, muted = false }: Props) {
  return (
    <Section id={id} data-tone={muted ? 'muted' : undefined} aria-labelledby={`${id}-title`}>
      <Inner>
        <SectionTitle id={`${id}-title`}>{title}</SectionTitle>
        <Lead>{lead}</Lead>
        <Grid>
          {items.map((item) => (
            <Tile key={item.title}>
              <h3>{item.title}</h3>
              <p>{item.body}</p>
            </Tile>
          ))}
        </Grid>
      </Inner>
    </Section>
  );
}
