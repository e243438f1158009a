import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { appealSubmissionInput } from '@groundtruth/domain/callables';
import { APPEAL_MESSAGE_MAX } from '@groundtruth/domain/constants';
import { messages as englishMessages } from '@groundtruth/domain/messages';
import { creatorAppealWords } from '@groundtruth/domain/words/creator/appeal';
import {
  fieldCheckIn,
  fieldCheckWords,
  type FieldCheckWords,
} from '@groundtruth/domain/words/field-checks';
import { useFormat } from '@groundtruth/platform/format';
import { useWords } from '@groundtruth/platform/i18n';
import { Button, Dialog, Textarea, useToast } from '@groundtruth/ui-kit';
import { callableFailure } from '../../../lib/callable-error';
import type { useAppealSubmission } from '../api/appeal-submission';

const Form = styled.form`
  display: grid;
  gap: 16px;
`;

type Words = typeof creatorAppealWords;

/** A check of the message field after its label: "Message is required" in the reader's words. */
function fieldProblem(w: Words & { checks: FieldCheckWords }, problem: string): string {
  return fieldCheckIn(w.checks, w.message, problem) ?? `${w.message} ${problem}`;
}

/** What the field says is wrong with `message`: the callable's own schema, checked before sending. */
function messageProblem(
  w: Words & { checks: FieldCheckWords },
  submissionId: string,
  message: string,
): string | null {
  const parsed = appealSubmissionInput.safeParse({ submissionId, message });
  if (parsed.success) return null;
  const issue = parsed.error.issues.find((i) => i.path[0] === 'message');
  return issue ? fieldProblem(w, issue.message) : null;
}

/** The server's refusal of the message field ("message: must be …"), as the field's error. */
function serverFieldError(w: Words & { checks: FieldCheckWords }, error: unknown): string | null {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (code !== 'functions/invalid-argument' || typeof message !== 'string') return null;
  const match = /^message: (.+?)(?: \[\d{3}\])?$/.exec(message);
  return match ? fieldProblem(w, match[1]!) : null;
}

export interface AppealDialogProps {
  /** The rejected submission appealed. */
  submissionId: string;
  /** Its task's title, named in the dialog. */
  taskTitle: string;
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called with false when it closes (Cancel, Esc, after sending). */
  onOpenChange: (open: boolean) => void;
  /** The message typed so far: kept by the card, so closing or a failure loses none of it. */
  message: string;
  /** Called as the message is typed. */
  onMessageChange: (message: string) => void;
  /**
   * The card's appeal mutation: the card outlives the dialog (which goes once the appeal shows
   * under review), so the success notification is not lost with it.
   */
  appeal: ReturnType<typeof useAppealSubmission>;
}

/**
 * Appeal a rejection: one message to the reviewers, once. The text stays until the
 * appeal is sent; a refusal shows by the field (the message) or as a notification (the rest).
 */
export function AppealDialog({
  submissionId,
  taskTitle,
  open,
  onOpenChange,
  message,
  onMessageChange,
  appeal,
}: AppealDialogProps) {
  const formId = useId();
  const appealWords = useWords('creator.appeal', creatorAppealWords);
  const checks = useWords('fieldChecks', fieldCheckWords);
  const w = { ...appealWords, checks };
  const messages = useWords('messages', englishMessages);
  const { count } = useFormat();
  const { toast } = useToast();
  const [error, setError] = useState<string | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (appeal.isPending) return;
    const problem = messageProblem(w, submissionId, message);
    setError(problem);
    if (problem) return;
    appeal.mutate(
      { submissionId, message: message.trim() },
      {
        onSuccess: () => {
          toast({ title: messages.appealSent, variant: 'success' });
          onMessageChange('');
          onOpenChange(false);
        },
        onError: (failure) => {
          const fieldError = serverFieldError(w, failure);
          if (fieldError) {
            setError(fieldError);
            return;
          }
          const { title, message: text } = callableFailure(failure, messages.failedAppeal);
          toast({ title, description: text, variant: 'destructive' });
        },
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && appeal.isPending) return;
        onOpenChange(next);
      }}
      title={w.appealTitle(taskTitle)}
      description={w.appealHint}
      footer={
        <>
          <Button variant="ghost" onClick={() => onOpenChange(false)} disabled={appeal.isPending}>
            {w.cancel}
          </Button>
          <Button type="submit" form={formId} variant="primary" loading={appeal.isPending}>
            {w.sendAppeal}
          </Button>
        </>
      }
    >
      <Form id={formId} onSubmit={onSubmit} noValidate>
        <Textarea
          label={w.message}
          value={message}
          onChange={(event) => {
            onMessageChange(event.target.value);
            if (error) setError(null);
          }}
          maxLength={APPEAL_MESSAGE_MAX}
          readOnly={appeal.isPending}
          rows={6}
          required
          hint={w.characters(count(message.length), count(APPEAL_MESSAGE_MAX))}
          error={error ?? undefined}
        />
      </Form>
    </Dialog>
  );
}
