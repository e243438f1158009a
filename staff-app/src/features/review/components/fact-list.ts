import styled from 'styled-components';
import { colorVars, fontSizes, space } from '@groundtruth/ui-kit';

/**
 * A review card's label/value pairs: labels as wide as the longest, values wrapping (a long
 * unbroken word or link breaks rather than pushing a phone's page sideways).
 */
export const FactList = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${space[1]} ${space[3]};
  margin: 0 0 ${space[4]};

  dt {
    color: ${colorVars.textMuted};
    font-size: ${fontSizes.sm};
  }
  dd {
    margin: 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;
