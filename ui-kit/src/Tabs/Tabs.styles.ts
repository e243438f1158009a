import styled from 'styled-components';
import { colorVars as c, focusRing, fontSizes, fontWeights } from '../theme';

export const TabsRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

export const TabList = styled.div`
  display: flex;
  gap: 4px;
  overflow-x: auto;
  border-bottom: 1px solid ${c.border};
`;

export const Tab = styled.button`
  position: relative;
  padding: 8px 12px;
  margin-bottom: -1px;
  font: inherit;
  font-size: ${fontSizes.sm};
  font-weight: ${fontWeights.medium};
  color: ${c.textMuted};
  white-space: nowrap;
  background: transparent;
  border: 0;
  border-bottom: 2px solid transparent;
  cursor: pointer;

  &:hover:not(:disabled) {
    color: ${c.text};
  }
  &[aria-selected='true'] {
    color: ${c.text};
    font-weight: ${fontWeights.semibold};
    border-bottom-color: ${c.primary};
  }
  &:focus-visible {
    outline: ${focusRing.outline};
    outline-offset: -2px;
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

export const TabPanel = styled.div`
  &:focus-visible {
    outline: ${focusRing.outline};
    outline-offset: ${focusRing.outlineOffset};
  }
`;
