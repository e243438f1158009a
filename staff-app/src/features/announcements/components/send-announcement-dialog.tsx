import { useState, type FormEvent } from 'react';
import { Alert, Button, Dialog, TextField, Textarea, useToast } from '@groundtruth/ui-kit';
import { announcementMessages as words } from '@groundtruth/domain/announcement-messages';
import { callableErrorWords } from '@groundtruth/domain/callable-errors';
import { MESSAGE_TEXT_MAX, THREAD_SUBJECT_MAX } from '@groundtruth/domain/threads';
import { useDraft } from '@groundtruth/platform/drafts';
import { usePreviewAnnouncement } from '../api/preview-announcement';
import { useSendAnnouncement } from '../api/send-announcement';
import { AudienceFields, audienceOf, emptyAudience, type AudienceDraft } from './audience-fields';

const FORM_ID = 'send-announcement-form';

/**
 * Send announcement, mounted once per opening: the audience, subject and message; Preview shows
 * how many creators it reaches, and only then is Send enabled (a change to the audience asks for
 * a new preview). The request id is made when it opens, so a double click or a retry after a lost
 * answer is one announcement.
 */
export function SendAnnouncementDialog({
  onClose,
}: {
  /** Closes the dialog. */
  onClose: () => void;
}) {
  const { toast } = useToast();
  const preview = usePreviewAnnouncement();
  const send = useSendAnnouncement();
  const [requestId] = useState(() => crypto.randomUUID());
  const [draft, setDraft] = useState<AudienceDraft>(emptyAudience);
  // Closed unsent, the subject and message wait for the next opening.
  const [subject, setSubject, clearSubject] = useDraft('announcement:subject', '');
  const [text, setText, clearText] = useDraft('announcement:text', '');
  const [missing, setMissing] = useState<string | null>(null);
  const [checked, setChecked] = useState(false);
  const [result, setResult] = useState<string | null>(null);
  const busy = preview.isPending || send.isPending;
  const subjectError = checked && !subject.trim() ? words.announcementSubjectRequired : undefined;
  const textError = checked && !text.trim() ? words.announcementTextRequired : undefined;
  const failed = (error: Error) => {
    const { title, message } = callableErrorWords(error);
    toast({ title, description: message, variant: 'destructive' });
  };

  const changeAudience = (next: AudienceDraft) => {
    setDraft(next);
    setMissing(null);
    preview.reset();
  };

  const runPreview = () => {
    const audience = audienceOf(draft);
    if ('missing' in audience) return setMissing(audience.missing);
    preview.mutate(audience, { onError: failed });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    const audience = audienceOf(draft);
    if (!preview.data || 'missing' in audience || !subject.trim() || !text.trim()) return;
    send.mutate(
      { audience, subject: subject.trim(), text: text.trim(), requestId },
      {
        onSuccess: ({ created, expectedCount }) => {
          clearSubject();
          clearText();
          setResult(
            created ? words.announcementQueued(expectedCount) : words.announcementAlreadyQueued,
          );
        },
        onError: failed,
      },
    );
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => (open || busy ? undefined : onClose())}
      title={words.announcementDialogTitle}
      description={words.announcementDialogDescription}
      footer={
        result ? (
          <Button variant="primary" onClick={onClose}>
            Done
          </Button>
        ) : (
          <>
            <Button onClick={onClose} disabled={busy}>
              Cancel
            </Button>
            <Button onClick={runPreview} loading={preview.isPending} disabled={send.isPending}>
              {words.previewAnnouncementAction}
            </Button>
            <Button
              type="submit"
              form={FORM_ID}
              variant="primary"
              loading={send.isPending}
              disabled={!preview.data || preview.isPending}
            >
              {words.sendAnnouncementConfirm}
            </Button>
          </>
        )
      }
    >
      {result ? (
        <Alert tone="success">{result}</Alert>
      ) : (
        <form id={FORM_ID} onSubmit={submit} noValidate>
          <AudienceFields draft={draft} onChange={changeAudience} missing={missing} />
          <TextField
            label={words.announcementSubjectLabel}
            required
            maxLength={THREAD_SUBJECT_MAX}
            value={subject}
            error={subjectError}
            onChange={(event) => setSubject(event.target.value)}
          />
          <Textarea
            label={words.announcementTextLabel}
            required
            maxLength={MESSAGE_TEXT_MAX}
            value={text}
            error={textError}
            onChange={(event) => setText(event.target.value)}
          />
          <Alert tone="info">
            {preview.data
              ? words.announcementReach(preview.data.count)
              : words.announcementPreviewFirst}
          </Alert>
        </form>
      )}
    </Dialog>
  );
}
