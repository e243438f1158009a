import styled from 'styled-components';
import { controlStyles } from '../internal/field.styles';

// Chevron drawn with two gradients so no asset or dynamic style is needed.
export const SelectControl = styled.select`
  ${controlStyles}
  height: 36px;
  padding-right: 32px;
  appearance: none;
  background-image:
    linear-gradient(45deg, transparent 50%, currentColor 50%),
    linear-gradient(135deg, currentColor 50%, transparent 50%);
  background-position:
    calc(100% - 16px) 50%,
    calc(100% - 11px) 50%;
  background-size: 5px 5px;
  background-repeat: no-repeat;
  cursor: pointer;
`;
