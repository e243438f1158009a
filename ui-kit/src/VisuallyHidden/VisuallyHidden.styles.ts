import styled from 'styled-components';

/** Hidden from sight, still read by assistive technology. */
export const VisuallyHiddenRoot = styled.span`
  position: absolute !important;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`;
