import styled from 'styled-components';
import {
  colorVars as c,
  fontSizes,
  fontWeights,
  lineHeights,
  radii,
  shadows,
  zIndices,
} from '../theme';

export const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${zIndices.dialog};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 16px;
  background: ${c.backdrop};
`;

export const Panel = styled.div`
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: var(--gt-dialog-width, 480px);
  max-height: calc(100vh - 32px);
  overflow: auto;
  background: ${c.surface};
  color: ${c.text};
  border-radius: ${radii.lg};
  box-shadow: ${shadows.lg};

  &[data-size='small'] {
    --gt-dialog-width: 360px;
  }
  &[data-size='large'] {
    --gt-dialog-width: 720px;
  }
  &:focus {
    outline: none;
  }
`;

export const Header = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 12px;
  padding: 20px 20px 0;
`;

export const Title = styled.h2`
  margin: 0;
  font-size: ${fontSizes.lg};
  font-weight: ${fontWeights.semibold};
  line-height: ${lineHeights.tight};
`;

export const Description = styled.p`
  margin: 4px 0 0;
  font-size: ${fontSizes.sm};
  color: ${c.textMuted};
`;

export const Body = styled.div`
  padding: 16px 20px;
`;

export const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  flex-wrap: wrap;
  gap: 8px;
  padding: 12px 20px 20px;
`;
