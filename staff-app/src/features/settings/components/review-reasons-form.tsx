import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { describeIssue } from '@groundtruth/domain/callables';
import { callableErrorWords } from '@groundtruth/domain/callable-errors';
import { messages } from '@groundtruth/domain/messages';
import {
  REVIEW_REASONS_MAX,
  reviewReasonsSchema,
  type ReviewReason,
} from '@groundtruth/domain/review-reasons';
import { staffMessages } from '@groundtruth/domain/staff-messages';
import {
  Alert,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  TextField,
  Textarea,
  colorVars as c,
  fontSizes,
  space,
  useToast,
} from '@groundtruth/ui-kit';
import { useUpdateReviewReasons } from '../api/update-review-reasons';

const Reasons = styled.ol`
  display: grid;
  gap: ${space[5]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Reason = styled.li`
  display: grid;
  gap: ${space[3]};
  padding-bottom: ${space[4]};
  border-bottom: 1px solid ${c.border};

  code {
    font-size: ${fontSizes.xs};
    color: ${c.textMuted};
  }
`;

/** A reason as edited: `fresh` ones (added here) may still have their code typed. */
type Row = ReviewReason & { key: number; fresh: boolean };

/**
 * The reasons reviewers choose from when they reject or ask for changes, with the guidance the
 * creator reads (platform settings' review_reasons, saved whole through updateReviewReasons).
 * A reason's code is fixed once saved: submissions keep it. Read-only for support.
 */
export function ReviewReasonsForm({
  reasons,
  readOnly,
}: {
  /** The reasons in force. */
  reasons: readonly ReviewReason[];
  readOnly: boolean;
}) {
  const { toast } = useToast();
  const update = useUpdateReviewReasons();
  const [rows, setRows] = useState<Row[]>(() =>
    reasons.map((reason, key) => ({ ...reason, key, fresh: false })),
  );
  const [problem, setProblem] = useState<string | null>(null);
  const change = (key: number, patch: Partial<ReviewReason>) => {
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...patch } : row)));
    setProblem(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (readOnly) return;
    const parsed = reviewReasonsSchema.safeParse(
      rows.map(({ code, label, guidance }) => ({ code, label, guidance })),
    );
    if (!parsed.success) {
      setProblem(
        describeIssue(parsed.error).replace(/^(\d+)\./, (_, i) => `Reason ${Number(i) + 1}: `),
      );
      return;
    }
    update.mutate(parsed.data, {
      onSuccess: () => toast({ title: staffMessages.reviewReasonsSaved, variant: 'success' }),
      onError: (error) => {
        const { title, message } = callableErrorWords(error);
        toast({ title, description: message || messages.unexpected, variant: 'destructive' });
      },
    });
  };

  return (
    // Support read the reasons as text: fields would look editable.
    <Card
      as={readOnly ? 'section' : 'form'}
      aria-labelledby="settings-review-reasons"
      onSubmit={readOnly ? undefined : submit}
    >
      <CardHeader>
        <CardTitle as="h2" id="settings-review-reasons">
          Review reasons
        </CardTitle>
        <CardDescription>
          A rejection or a request for changes names one of these; the creator reads its label and
          guidance with the reviewer&apos;s feedback.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Reasons aria-label="Review reasons">
          {rows.map((row, i) => (
            <Reason key={row.key} aria-label={row.label || `Reason ${i + 1}`}>
              {row.fresh && !readOnly ? (
                <TextField
                  label="Code"
                  hint="Lower-case letters and underscores; fixed once saved."
                  value={row.code}
                  onChange={(event) => change(row.key, { code: event.target.value })}
                />
              ) : (
                <code>{row.code}</code>
              )}
              {readOnly ? (
                <>
                  <strong>{row.label}</strong>
                  <p>{row.guidance}</p>
                </>
              ) : (
                <>
                  <TextField
                    label="Label"
                    value={row.label}
                    maxLength={80}
                    onChange={(event) => change(row.key, { label: event.target.value })}
                  />
                  <Textarea
                    label="Guidance for the creator"
                    value={row.guidance}
                    maxLength={500}
                    onChange={(event) => change(row.key, { guidance: event.target.value })}
                  />
                </>
              )}
              {readOnly ? null : (
                <div>
                  <Button
                    size="small"
                    variant="outline"
                    aria-label={`Remove ${row.label || `reason ${i + 1}`}`}
                    disabled={rows.length === 1}
                    onClick={() => setRows((current) => current.filter((r) => r.key !== row.key))}
                  >
                    Remove
                  </Button>
                </div>
              )}
            </Reason>
          ))}
        </Reasons>
        {problem ? (
          <Alert tone="destructive" title="Cannot save the reasons">
            {problem}
          </Alert>
        ) : null}
      </CardContent>
      {readOnly ? null : (
        <CardFooter>
          <Button
            variant="outline"
            disabled={rows.length >= REVIEW_REASONS_MAX}
            onClick={() =>
              setRows((current) => [
                ...current,
                {
                  key: (current.at(-1)?.key ?? 0) + 1,
                  code: '',
                  label: '',
                  guidance: '',
                  fresh: true,
                },
              ])
            }
          >
            Add a reason
          </Button>
          <Button type="submit" variant="primary" loading={update.isPending}>
            Save reasons
          </Button>
        </CardFooter>
      )}
    </Card>
  );
}
