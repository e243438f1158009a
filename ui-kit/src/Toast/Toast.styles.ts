import styled, { keyframes } from 'styled-components';
import {
  colorVars as c,
  fontSizes,
  fontWeights,
  radii,
  shadows,
  toneVars as t,
  zIndices,
} from '../theme';

const slideIn = keyframes`
  from { transform: translateY(8px); opacity: 0; }
  to { transform: none; opacity: 1; }
`;

export const Viewport = styled.div`
  position: fixed;
  right: 16px;
  bottom: 16px;
  z-index: ${zIndices.toast};
  display: flex;
  flex-direction: column;
  gap: 8px;
  width: min(380px, calc(100vw - 32px));
  pointer-events: none;
`;

export const Region = styled.ol`
  display: flex;
  flex-direction: column;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const ToastRoot = styled.li`
  display: flex;
  align-items: flex-start;
  gap: 12px;
  padding: 12px 12px 12px 16px;
  pointer-events: auto;
  color: ${c.text};
  background: ${c.surface};
  border: 1px solid ${c.border};
  border-left: 4px solid var(--gt-toast-accent);
  border-radius: ${radii.md};
  box-shadow: ${shadows.lg};
  animation: ${slideIn} 160ms ease-out;

  --gt-toast-accent: ${c.borderStrong};

  &[data-variant='success'] {
    --gt-toast-accent: ${t.success.border};
  }
  &[data-variant='destructive'] {
    --gt-toast-accent: ${c.destructive};
    background: ${t.danger.bg};
    border-color: ${t.danger.border};
    border-left-color: ${c.destructive};
  }
`;

export const ToastText = styled.div`
  flex: 1;
  min-width: 0;
`;

export const ToastTitle = styled.p`
  margin: 0;
  font-size: ${fontSizes.sm};
  font-weight: ${fontWeights.semibold};

  [data-variant='destructive'] > div > & {
    color: ${t.danger.fg};
  }
`;

export const ToastDescription = styled.p`
  margin: 2px 0 0;
  font-size: ${fontSizes.sm};
`;
