import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, Textarea, space } from '@groundtruth/ui-kit';
import { MESSAGE_TEXT_MAX } from '@groundtruth/domain/threads';
import { threadScreenMessages as words } from '@groundtruth/domain/thread-screen-messages';
import { usePostMessage } from '../api/post-message';
import { refusalText } from '../refusal';

const Form = styled.form`
  display: grid;
  gap: ${space[3]};
  justify-items: end;

  > :first-child {
    justify-self: stretch;
  }
`;

const LABEL = 'Reply';

/**
 * The reply box of an open conversation: 1 to MESSAGE_TEXT_MAX characters with a counter. The
 * text stays until it is sent; a refusal (the rate limit's sentence included) shows under the
 * field in the server's words. One request id per message, so a double click posts it once.
 */
export function ReplyForm({ threadId }: { /** The thread answered. */ threadId: string }) {
  const formId = useId();
  const post = usePostMessage();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (post.isPending) return;
    if (text.trim().length === 0) {
      setError(`${LABEL} is required`);
      return;
    }
    setError(null);
    post.mutate(
      { threadId, text: text.trim(), requestId },
      {
        onSuccess: () => {
          setText('');
          setRequestId(crypto.randomUUID());
        },
        onError: (failure) => setError(refusalText(failure, words.failedSendMessage)),
      },
    );
  };

  return (
    <Form id={formId} onSubmit={onSubmit} noValidate>
      <Textarea
        label={LABEL}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          if (error) setError(null);
        }}
        maxLength={MESSAGE_TEXT_MAX}
        readOnly={post.isPending}
        rows={4}
        required
        hint={words.charactersUsed(text.length, MESSAGE_TEXT_MAX)}
        error={error ?? undefined}
      />
      <Button type="submit" variant="primary" loading={post.isPending}>
        Send
      </Button>
    </Form>
  );
}
