import styled from 'styled-components';
import type { ReviewDecision } from '@groundtruth/domain/constants';
import { staffMessages } from '@groundtruth/domain/staff-messages';
import { Alert, Button, space } from '@groundtruth/ui-kit';
import { bulkSummary } from '../api/bulk-review-run';
import type { BulkItemResult } from '../api/bulk-review-submissions';
import { decisionPastTense } from './decision-labels';

const Items = styled.ul`
  margin: ${space[2]} 0 0;
  padding-left: ${space[5]};
`;

/** How each item of the last bulk review went, until dismissed. */
export function BulkResults({
  decision,
  results,
  onDismiss,
}: {
  /** The decision that was applied. */
  decision: ReviewDecision;
  /** One result per item, in the order they were selected. */
  results: readonly BulkItemResult[];
  /** Hides the results. */
  onDismiss: () => void;
}) {
  const failed = results.some((r) => !r.ok);
  return (
    <Alert
      tone={failed ? 'warning' : 'success'}
      title={bulkSummary(decision, results)}
      aria-label="Bulk review results"
      actions={<Button onClick={onDismiss}>Dismiss</Button>}
    >
      <Items>
        {results.map((r) => (
          <li key={r.submissionId}>
            {r.label}:{' '}
            {!r.ok
              ? `failed: ${r.reason}`
              : r.held
                ? staffMessages.heldInBulk
                : decisionPastTense[decision]}
          </li>
        ))}
      </Items>
    </Alert>
  );
}
