import type { ReactNode } from 'react';
import styled from 'styled-components';
import { colorVars, fontSizes, space } from '@groundtruth/ui-kit';

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${space[4]};
  margin-bottom: ${space[6]};

  h1 {
    margin: 0;
  }
  p {
    margin: ${space[1]} 0 0;
    color: ${colorVars.textMuted};
    font-size: ${fontSizes.sm};
  }
`;

/** A staff screen's title (its one `<h1>`), a line under it and the screen's main actions. */
export function PageHeader({
  title,
  description,
  actions,
}: {
  /** The spec's title of the screen. */
  title: string;
  /** One sentence on what the screen is for. */
  description?: ReactNode;
  /** Buttons on the right, e.g. Create Task. */
  actions?: ReactNode;
}) {
  return (
    <Header>
      <div>
        <h1>{title}</h1>
        {description ? <p>{description}</p> : null}
      </div>
      {actions ? <div>{actions}</div> : null}
    </Header>
  );
}
