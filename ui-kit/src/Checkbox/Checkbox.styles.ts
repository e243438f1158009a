import styled from 'styled-components';
import { colorVars as c, focusRing, fontSizes, fontWeights } from '../theme';

export const CheckboxRoot = styled.div`
  display: flex;
  align-items: flex-start;
  gap: 8px;
`;

export const CheckboxInput = styled.input`
  width: 16px;
  height: 16px;
  margin: 3px 0 0;
  flex-shrink: 0;
  accent-color: ${c.primary};
  cursor: pointer;

  &:focus-visible {
    outline: ${focusRing.outline};
    outline-offset: ${focusRing.outlineOffset};
  }
  &:disabled {
    cursor: not-allowed;
  }
`;

export const CheckboxText = styled.div`
  display: flex;
  flex-direction: column;
`;

export const CheckboxLabel = styled.label`
  font-size: ${fontSizes.sm};
  font-weight: ${fontWeights.medium};
  cursor: pointer;
`;

export const CheckboxDescription = styled.p`
  margin: 0;
  font-size: ${fontSizes.xs};
  color: ${c.textMuted};
`;
