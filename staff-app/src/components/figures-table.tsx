/**
 * A table of figures, scrolling inside its card: the table view of a chart and Review quality's
 * rows share it. Numbers align right; the first column names the row.
 */
import styled from 'styled-components';
import { colorVars, fontSizes, space } from '@groundtruth/ui-kit';

/** The scrolling region around a table; give it tabIndex={0}, role="region" and a label. */
export const TableScroll = styled.div`
  overflow-x: auto;
  max-height: 420px;
  overflow-y: auto;
`;

export const FiguresTable = styled.table`
  border-collapse: collapse;
  width: 100%;
  font-size: ${fontSizes.sm};
  caption {
    text-align: left;
    font-weight: 600;
    font-size: ${fontSizes.md};
    margin-bottom: ${space[2]};
  }
  th,
  td {
    padding: ${space[1]} ${space[2]};
    border-bottom: 1px solid ${colorVars.border};
    text-align: right;
  }
  th:first-child {
    text-align: left;
  }
  thead th {
    position: sticky;
    top: 0;
    background: ${colorVars.surface};
  }
`;
