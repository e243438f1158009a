import type { ReactNode } from 'react';
import styled from 'styled-components';
import { colorVars as c, fontSizes, fontWeights } from '@groundtruth/ui-kit';

const Header = styled.header`
  margin-bottom: 24px;

  h1 {
    margin: 0 0 4px;
    font-size: ${fontSizes.xl};
    font-weight: ${fontWeights.semibold};
  }

  p {
    margin: 0;
    color: ${c.textMuted};
  }
`;

/** A screen's level-one heading (the spec's title) with one line saying what the screen is for. */
export function PageHeader({
  title,
  description,
  id,
}: {
  /** The screen's title, verbatim from the spec. */
  title: string;
  /** What the screen is for. */
  description?: ReactNode;
  /** Id of the heading, for the section's aria-labelledby. */
  id?: string;
}) {
  return (
    <Header>
      <h1 id={id}>{title}</h1>
      {description ? <p>{description}</p> : null}
    </Header>
  );
}
