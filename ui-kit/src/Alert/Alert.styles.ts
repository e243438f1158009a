import styled from 'styled-components';
import { colorVars as c, fontSizes, fontWeights, radii, toneVars as t } from '../theme';

export const AlertRoot = styled.div`
  display: flex;
  gap: 12px;
  padding: 12px 16px;
  border: 1px solid var(--gt-alert-border);
  border-left-width: 4px;
  border-radius: ${radii.md};
  background: var(--gt-alert-bg);
  color: ${c.text};

  --gt-alert-bg: ${t.info.bg};
  --gt-alert-fg: ${t.info.fg};
  --gt-alert-border: ${t.info.border};

  &[data-tone='success'] {
    --gt-alert-bg: ${t.success.bg};
    --gt-alert-fg: ${t.success.fg};
    --gt-alert-border: ${t.success.border};
  }
  &[data-tone='warning'] {
    --gt-alert-bg: ${t.warning.bg};
    --gt-alert-fg: ${t.warning.fg};
    --gt-alert-border: ${t.warning.border};
  }
  &[data-tone='destructive'] {
    --gt-alert-bg: ${t.danger.bg};
    --gt-alert-fg: ${t.danger.fg};
    --gt-alert-border: ${t.danger.border};
  }
`;

export const AlertIcon = styled.span`
  flex-shrink: 0;
  color: var(--gt-alert-fg);
`;

export const AlertBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
  flex: 1;
`;

export const AlertTitle = styled.p`
  margin: 0;
  font-weight: ${fontWeights.semibold};
  color: var(--gt-alert-fg);
`;

export const AlertDescription = styled.div`
  font-size: ${fontSizes.sm};
`;

export const AlertActions = styled.div`
  display: flex;
  gap: 8px;
  margin-top: 8px;
`;
