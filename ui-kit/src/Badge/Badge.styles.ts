import styled from 'styled-components';
import { fontSizes, fontWeights, radii, toneVars as t } from '../theme';

export const BadgeRoot = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  padding: 2px 8px;
  font-size: ${fontSizes.xs};
  font-weight: ${fontWeights.semibold};
  line-height: 18px;
  white-space: nowrap;
  border: 1px solid var(--gt-badge-border);
  border-radius: ${radii.full};
  color: var(--gt-badge-fg);
  background: var(--gt-badge-bg);

  --gt-badge-bg: ${t.neutral.bg};
  --gt-badge-fg: ${t.neutral.fg};
  --gt-badge-border: ${t.neutral.border};

  &[data-tone='info'] {
    --gt-badge-bg: ${t.info.bg};
    --gt-badge-fg: ${t.info.fg};
    --gt-badge-border: ${t.info.border};
  }
  &[data-tone='success'] {
    --gt-badge-bg: ${t.success.bg};
    --gt-badge-fg: ${t.success.fg};
    --gt-badge-border: ${t.success.border};
  }
  &[data-tone='warning'] {
    --gt-badge-bg: ${t.warning.bg};
    --gt-badge-fg: ${t.warning.fg};
    --gt-badge-border: ${t.warning.border};
  }
  &[data-tone='danger'] {
    --gt-badge-bg: ${t.danger.bg};
    --gt-badge-fg: ${t.danger.fg};
    --gt-badge-border: ${t.danger.border};
  }
  &[data-tone='accent'] {
    --gt-badge-bg: ${t.accent.bg};
    --gt-badge-fg: ${t.accent.fg};
    --gt-badge-border: ${t.accent.border};
  }
`;
