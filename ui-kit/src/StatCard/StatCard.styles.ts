import styled from 'styled-components';
import {
  colorVars as c,
  fontSizes,
  fontWeights,
  lineHeights,
  radii,
  shadows,
  toneVars,
} from '../theme';

export const StatCardRoot = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 12px;
  padding: 16px 20px;
  background: ${c.surface};
  border: 1px solid ${c.border};
  border-radius: ${radii.lg};
  box-shadow: ${shadows.sm};
`;

export const StatBody = styled.dl`
  display: flex;
  flex-direction: column;
  gap: 4px;
  margin: 0;
`;

export const StatLabel = styled.dt`
  font-size: ${fontSizes.sm};
  font-weight: ${fontWeights.medium};
  color: ${c.textMuted};
`;

export const StatValue = styled.dd`
  margin: 0;
  font-size: ${fontSizes.xxl};
  font-weight: ${fontWeights.bold};
  line-height: ${lineHeights.tight};
  font-variant-numeric: tabular-nums;
`;

export const StatHint = styled.p`
  margin: 4px 0 0;
  font-size: ${fontSizes.xs};
  color: ${c.textMuted};
`;

export const StatIcon = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  flex-shrink: 0;
  border-radius: ${radii.md};
  color: ${toneVars.info.fg};
  background: ${toneVars.info.bg};
`;
