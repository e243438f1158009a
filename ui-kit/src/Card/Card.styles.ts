import styled from 'styled-components';
import { colorVars as c, fontSizes, fontWeights, lineHeights, radii, shadows } from '../theme';

export const CardRoot = styled.div`
  display: flex;
  flex-direction: column;
  background: ${c.surface};
  color: ${c.text};
  border: 1px solid ${c.border};
  border-radius: ${radii.lg};
  box-shadow: ${shadows.sm};
  overflow: hidden;
`;

export const CardHeaderRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  padding: 16px 20px 0;
`;

export const CardTitleRoot = styled.h3`
  margin: 0;
  font-size: ${fontSizes.lg};
  font-weight: ${fontWeights.semibold};
  line-height: ${lineHeights.tight};
`;

export const CardDescriptionRoot = styled.p`
  margin: 0;
  font-size: ${fontSizes.sm};
  color: ${c.textMuted};
`;

export const CardContentRoot = styled.div`
  padding: 16px 20px;
`;

export const CardFooterRoot = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  padding: 12px 20px;
  border-top: 1px solid ${c.border};
  background: ${c.surfaceMuted};
`;
