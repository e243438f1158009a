import styled from 'styled-components';
import { colorVars } from '@groundtruth/ui-kit';

/** Shared layout pieces of the landing page's sections. */
export const Section = styled.section`
  padding: 72px 24px;
  &[data-tone='muted'] {
    background: ${colorVars.surfaceMuted};
  }
`;

export const Inner = styled.div`
  max-width: 1120px;
  margin: 0 auto;
`;

export const SectionTitle = styled.h2`
  margin: 0 0 12px;
  font-size: clamp(26px, 3.5vw, 36px);
  line-height: 1.2;
  letter-spacing: -0.01em;
`;

export const Lead = styled.p`
  margin: 0 0 40px;
  max-width: 640px;
  font-size: 18px;
  color: ${colorVars.textMuted};
`;

export const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 20px;
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
`;

export const Tile = styled.li`
  padding: 24px;
  border: 1px solid ${colorVars.border};
  border-radius: 12px;
  background: ${colorVars.surface};
  h3 {
    margin: 0 0 8px;
    font-size: 18px;
  }
  p {
    margin: 0;
    color: ${colorVars.textMuted};
  }
`;
