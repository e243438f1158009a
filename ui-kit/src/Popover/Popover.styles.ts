import styled from 'styled-components';
import { colorVars as c, radii, shadows, zIndices } from '../theme';

export const PopoverRoot = styled.div`
  position: relative;
  display: inline-flex;
`;

export const PopoverPanel = styled.div`
  position: absolute;
  top: calc(100% + 4px);
  left: 0;
  z-index: ${zIndices.overlay};
  width: min(var(--gt-popover-width, 360px), calc(100vw - 32px));
  max-height: min(520px, calc(100vh - 96px));
  overflow: auto;
  color: ${c.text};
  background: ${c.surface};
  border: 1px solid ${c.border};
  border-radius: ${radii.lg};
  box-shadow: ${shadows.lg};

  &[data-align='end'] {
    right: 0;
    left: auto;
  }
  &[hidden] {
    display: none;
  }
  /* Focused as a container on open (as Dialog's panel is); its controls show the focus ring. */
  &:focus {
    outline: none;
  }
`;
