import styled from 'styled-components';
import { fontSizes, fontWeights } from '@groundtruth/ui-kit';

/** A titled region of the overview. */
export const Section = styled.section`
  display: grid;
  gap: 12px;
`;

export const SectionTitle = styled.h2`
  margin: 0;
  font-size: ${fontSizes.lg};
  font-weight: ${fontWeights.semibold};
`;

/** Cards side by side, wrapping on narrow screens. */
export const CardGrid = styled.div`
  display: grid;
  gap: 16px;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
`;

/** A section's title with a link beside it. */
export const SectionHeader = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: 12px;
`;
