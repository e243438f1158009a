import styled, { css } from 'styled-components';
import { colorVars as c, focusRing, fontSizes, fontWeights, radii, toneVars } from '../theme';

export const FieldRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
`;

export const FieldLabel = styled.label`
  font-size: ${fontSizes.sm};
  font-weight: ${fontWeights.semibold};
  color: ${c.text};
`;

export const RequiredMark = styled.span`
  margin-left: 2px;
  color: ${toneVars.danger.fg};
`;

export const FieldHint = styled.p`
  margin: 0;
  font-size: ${fontSizes.xs};
  color: ${c.textMuted};
`;

export const FieldError = styled.p`
  margin: 0;
  font-size: ${fontSizes.xs};
  font-weight: ${fontWeights.medium};
  color: ${toneVars.danger.fg};
`;

/** Shared look of text inputs, textareas and selects. */
export const controlStyles = css`
  width: 100%;
  padding: 8px 12px;
  font: inherit;
  font-size: ${fontSizes.sm};
  color: ${c.text};
  background: ${c.surface};
  border: 1px solid ${c.borderStrong};
  border-radius: ${radii.md};

  &::placeholder {
    color: ${c.textMuted};
  }
  &:focus-visible {
    outline: ${focusRing.outline};
    outline-offset: 0;
    border-color: ${c.primary};
  }
  &:disabled {
    cursor: not-allowed;
    background: ${c.surfaceSunken};
    color: ${c.textMuted};
  }
  &[aria-invalid='true'] {
    border-color: ${c.destructive};
  }
`;
