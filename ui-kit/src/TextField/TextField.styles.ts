import styled from 'styled-components';
import { controlStyles } from '../internal/field.styles';

export const Input = styled.input`
  ${controlStyles}
  height: 36px;
`;
