import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Alert, Button, Dialog, TextField, Textarea, space } from '@groundtruth/ui-kit';
import { MESSAGE_TEXT_MAX, THREAD_SUBJECT_MAX } from '@groundtruth/domain/threads';
import { threadScreenMessages as words } from '@groundtruth/domain/thread-screen-messages';
import { useDraft } from '@groundtruth/platform/drafts';
import { useStartThread } from '../api/start-thread';
import { refusalText } from '../refusal';
import { creatorDialogsWords } from '@groundtruth/domain/words/creator/dialogs';
import { useWords } from '@groundtruth/platform/i18n';

const Form = styled.form`
  display: grid;
  gap: ${space[4]};
`;

export interface StartThreadDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called with false when it closes (Cancel, Esc, after starting). */
  onOpenChange: (open: boolean) => void;
  /** The dialog's heading, e.g. "Message support". */
  title: string;
  /** One sentence on who will read it. */
  description: string;
  /** The subject the field starts with (e.g. the submission's task named). */
  initialSubject?: string;
  /** The submission the conversation is about. */
  submissionId?: string;
  /** Staff only: the creator written to. */
  creatorId?: string;
  /** Called with the new thread's id once it exists (the screen opens it). */
  onStarted: (threadId: string) => void;
  /**
   * Names this conversation's draft: what was typed is kept when the dialog closes unsent and
   * shown again when it reopens under the same key (e.g. `ask-about-review:<submission id>`).
   */
  draftKey: string;
}

/**
 * Starts a conversation: a subject and the first message. One request id per dialog, so a
 * double click or a retry after a lost answer starts one thread; a refusal (the rate limit's
 * sentence included) shows in the dialog in the server's words, the text kept. Closed unsent
 * (Escape, Cancel, a click outside), the text is kept as a draft until it is sent.
 */
export function StartThreadDialog({
  open,
  onOpenChange,
  title,
  description,
  initialSubject = '',
  submissionId,
  creatorId,
  onStarted,
  draftKey,
}: StartThreadDialogProps) {
  const w = useWords('creator.dialogs', creatorDialogsWords);
  const formId = useId();
  const start = useStartThread();
  const [subject, setSubject, clearSubject] = useDraft(`${draftKey}:subject`, initialSubject);
  const [text, setText, clearText] = useDraft(`${draftKey}:text`, '');
  const [problems, setProblems] = useState<{ subject?: string; text?: string }>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [requestId] = useState(() => crypto.randomUUID());

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (start.isPending) return;
    const found = {
      subject: subject.trim() ? undefined : w.subjectRequired,
      text: text.trim() ? undefined : w.messageRequired,
    };
    setProblems(found);
    setRefusal(null);
    if (found.subject || found.text) return;
    start.mutate(
      {
        subject: subject.trim(),
        text: text.trim(),
        requestId,
        ...(submissionId ? { submissionId } : {}),
        ...(creatorId ? { creatorId } : {}),
      },
      {
        onSuccess: ({ threadId }) => {
          clearSubject();
          clearText();
          onOpenChange(false);
          onStarted(threadId);
        },
        onError: (failure) => setRefusal(refusalText(failure, words.failedStartThread)),
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && start.isPending) return;
        onOpenChange(next);
      }}
      title={title}
      description={description}
      footer={
        <>
          <Button variant="ghost" onClick={() => onOpenChange(false)} disabled={start.isPending}>
            {w.cancel}
          </Button>
          <Button type="submit" form={formId} variant="primary" loading={start.isPending}>
            {w.send}
          </Button>
        </>
      }
    >
      <Form id={formId} onSubmit={onSubmit} noValidate>
        {refusal ? <Alert tone="destructive" title={refusal} /> : null}
        <TextField
          label={w.subject}
          value={subject}
          onChange={(event) => setSubject(event.target.value)}
          maxLength={THREAD_SUBJECT_MAX}
          readOnly={start.isPending}
          required
          error={problems.subject}
        />
        <Textarea
          label={w.message}
          value={text}
          onChange={(event) => setText(event.target.value)}
          maxLength={MESSAGE_TEXT_MAX}
          readOnly={start.isPending}
          rows={6}
          required
          hint={words.charactersUsed(text.length, MESSAGE_TEXT_MAX)}
          error={problems.text}
        />
      </Form>
    </Dialog>
  );
}
