import styled from 'styled-components';
import { colorVars as c, fontSizes, fontWeights, radii, focusRing, toneVars } from '../theme';

export const ButtonRoot = styled.button`
  --gt-button-bg: ${c.surface};
  --gt-button-fg: ${c.text};
  --gt-button-border: ${c.border};
  --gt-button-bg-hover: ${c.surfaceMuted};

  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  height: 36px;
  padding: 0 16px;
  font: inherit;
  font-size: ${fontSizes.sm};
  font-weight: ${fontWeights.semibold};
  line-height: 1;
  white-space: nowrap;
  text-decoration: none;
  color: var(--gt-button-fg);
  background: var(--gt-button-bg);
  border: 1px solid var(--gt-button-border);
  border-radius: ${radii.md};
  cursor: pointer;
  transition:
    background-color 120ms ease,
    border-color 120ms ease;

  &:hover:not(:disabled):not([aria-disabled='true']) {
    background: var(--gt-button-bg-hover);
  }
  &:focus-visible {
    outline: ${focusRing.outline};
    outline-offset: ${focusRing.outlineOffset};
  }
  &:disabled,
  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.6;
  }
  &[data-loading='true'] {
    cursor: progress;
  }

  &[data-size='small'] {
    height: 28px;
    padding: 0 12px;
    font-size: ${fontSizes.xs};
  }
  &[data-size='large'] {
    height: 44px;
    padding: 0 20px;
    font-size: ${fontSizes.md};
  }
  &[data-full-width='true'] {
    width: 100%;
  }

  &[data-variant='primary'] {
    --gt-button-bg: ${c.primary};
    --gt-button-fg: ${c.textOnEmphasis};
    --gt-button-border: ${c.primary};
    --gt-button-bg-hover: ${c.primaryHover};
  }
  &[data-variant='secondary'] {
    --gt-button-bg: ${c.surfaceSunken};
    --gt-button-border: ${c.surfaceSunken};
    --gt-button-bg-hover: ${c.border};
  }
  &[data-variant='outline'] {
    --gt-button-bg: transparent;
    --gt-button-fg: ${c.primaryHover};
    --gt-button-border: ${c.primary};
    --gt-button-bg-hover: ${c.primarySubtle};
  }
  &[data-variant='ghost'] {
    --gt-button-bg: transparent;
    --gt-button-border: transparent;
    --gt-button-bg-hover: ${c.surfaceSunken};
  }
  &[data-variant='destructive'] {
    --gt-button-bg: ${c.destructive};
    --gt-button-fg: ${c.textOnEmphasis};
    --gt-button-border: ${c.destructive};
    --gt-button-bg-hover: ${c.destructiveHover};
  }
  &[data-variant='destructive']:focus-visible {
    outline-color: ${toneVars.danger.fg};
  }
`;

export const ButtonIcon = styled.span`
  display: inline-flex;
  flex-shrink: 0;
`;
