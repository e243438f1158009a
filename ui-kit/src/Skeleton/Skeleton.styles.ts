import styled, { keyframes } from 'styled-components';
import { colorVars } from '../theme';

const pulse = keyframes`
  50% { opacity: 0.45; }
`;

export const SkeletonRoot = styled.div`
  display: grid;
  gap: 12px;
`;

/** One grey block; its height comes from `--gt-skeleton-height` (static styles, dynamic value). */
export const SkeletonBlock = styled.div`
  height: var(--gt-skeleton-height, 96px);
  border-radius: 8px;
  background: ${colorVars.surfaceSunken};
  animation: ${pulse} 1.5s ease-in-out infinite;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;
