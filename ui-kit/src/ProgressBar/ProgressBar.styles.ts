import styled from 'styled-components';
import { colorVars, radii } from '../theme';

/** The track; the fill's width comes from `--gt-progress` (static styles, dynamic value). */
export const ProgressTrack = styled.div`
  height: 8px;
  border-radius: ${radii.full};
  background: ${colorVars.surfaceSunken};
  overflow: hidden;

  &::before {
    content: '';
    display: block;
    height: 100%;
    width: var(--gt-progress, 0%);
    background: ${colorVars.primary};
    transition: width 120ms linear;
  }
  &[data-tone='success']::before {
    background: ${colorVars.success};
  }

  @media (prefers-reduced-motion: reduce) {
    &::before {
      transition: none;
    }
  }
`;
