import styled, { keyframes } from 'styled-components';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

export const SpinnerRoot = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  vertical-align: middle;
  color: currentColor;
`;

/** The ring; its diameter comes from the `--gt-spinner-size` custom property set per size. */
export const SpinnerRing = styled.span`
  display: inline-block;
  width: var(--gt-spinner-size, 16px);
  height: var(--gt-spinner-size, 16px);
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.75s linear infinite;

  &[data-size='small'] {
    --gt-spinner-size: 12px;
  }
  &[data-size='medium'] {
    --gt-spinner-size: 16px;
  }
  &[data-size='large'] {
    --gt-spinner-size: 32px;
    border-width: 3px;
  }
`;
