import styled from 'styled-components';
import { colorVars as c, fontSizes, fontWeights, radii } from '../theme';

export const EmptyStateRoot = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 8px;
  padding: 40px 24px;
  text-align: center;
  border: 1px dashed ${c.border};
  border-radius: ${radii.lg};
  background: ${c.surfaceMuted};
`;

export const EmptyStateIcon = styled.div`
  color: ${c.textMuted};
  font-size: 32px;
`;

export const EmptyStateTitle = styled.p`
  margin: 0;
  font-size: ${fontSizes.md};
  font-weight: ${fontWeights.semibold};
`;

export const EmptyStateDescription = styled.p`
  margin: 0;
  max-width: 48ch;
  font-size: ${fontSizes.sm};
  color: ${c.textMuted};
`;

export const EmptyStateAction = styled.div`
  margin-top: 8px;
`;
