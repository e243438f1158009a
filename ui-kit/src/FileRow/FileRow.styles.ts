import styled from 'styled-components';
import { colorVars as c, fontSizes, fontWeights, radii } from '../theme';

export const FileRowRoot = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 8px 12px;
  background: ${c.surface};
  border: 1px solid ${c.border};
  border-radius: ${radii.md};
  list-style: none;
`;

export const FileIcon = styled.span`
  display: inline-flex;
  color: ${c.textMuted};
`;

export const FileText = styled.div`
  display: flex;
  flex: 1;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 4px 12px;
  min-width: 0;
`;

export const FileName = styled.span`
  overflow: hidden;
  font-size: ${fontSizes.sm};
  font-weight: ${fontWeights.medium};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const FileSize = styled.span`
  font-size: ${fontSizes.xs};
  color: ${c.textMuted};
  font-variant-numeric: tabular-nums;
`;

export const FileAction = styled.div`
  display: flex;
  gap: 8px;
  flex-shrink: 0;
`;
