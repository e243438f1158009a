import styled from 'styled-components';
import { controlStyles } from '../internal/field.styles';

export const TextareaControl = styled.textarea`
  ${controlStyles}
  min-height: 96px;
  resize: vertical;
  line-height: 1.5;
`;
