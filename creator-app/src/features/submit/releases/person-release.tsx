import { useState } from 'react';
import styled from 'styled-components';
import { creatorReleasesWords } from '@groundtruth/domain/words/creator/releases';
import { useWords } from '@groundtruth/platform/i18n';
import type { Release } from '@groundtruth/domain/release-document';
import { Alert, Button, Checkbox, TextField, colorVars as c, fontSizes } from '@groundtruth/ui-kit';
import { useRequestRelease, useSignReleaseInPerson } from './release-api';
import { refusalWords } from '../../../lib/callable-error';

const Person = styled.section`
  display: grid;
  gap: 12px;
  padding: 12px;
  border: 1px solid ${c.border};
  border-radius: 6px;
  min-width: 0;

  h3 {
    margin: 0;
    font-size: ${fontSizes.md};
  }

  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

/** A release's status in words. */
function statusText(
  words: typeof creatorReleasesWords,
  release: Pick<Release, 'status' | 'signer_name' | 'signer_email'>,
): string {
  if (release.status === 'signed') return words.releaseStatusSigned(release.signer_name);
  if (release.status === 'revoked') return words.releaseStatusRevoked(release.signer_name);
  return words.releaseStatusPending(release.signer_email);
}

/** One identifiable person's release: how it is collected, then its status as it changes. */
export function PersonRelease({
  n,
  taskId,
  statement,
  release,
  made,
  onCreated,
  disabled,
}: {
  /** The person's number, from 1. */
  n: number;
  /** The task the release is for. */
  taskId: string;
  /** The release's statement, as the person reads it before signing. */
  statement: string;
  /** Their release once made and read (null before one is made, or while it loads). */
  release: Pick<Release, 'status' | 'signer_name' | 'signer_email'> | null;
  /** A release was made for them: the choice and its form are done with. */
  made: boolean;
  /** Receives the new release's id. */
  onCreated: (releaseId: string) => void;
  /** While the work is submitted. */
  disabled: boolean;
}) {
  const words = useWords('creator.releases', creatorReleasesWords);
  const [mode, setMode] = useState<'in_person' | 'link' | null>(null);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [forMinor, setForMinor] = useState(false);
  const [minorName, setMinorName] = useState('');
  const [signature, setSignature] = useState('');
  const sign = useSignReleaseInPerson();
  const request = useRequestRelease();
  const pending = sign.isPending || request.isPending;
  const failure = sign.error ?? request.error;
  const headingId = `person-${n}-heading`;

  const onSign = () =>
    sign.mutate(
      {
        taskId,
        release: {
          signerName: name,
          signerEmail: email,
          minorName: forMinor ? minorName : null,
          signature,
        },
      },
      { onSuccess: ({ releaseId }) => onCreated(releaseId) },
    );
  const onSend = () =>
    request.mutate(
      { taskId, signerName: name, signerEmail: email },
      { onSuccess: ({ releaseId }) => onCreated(releaseId) },
    );

  return (
    <Person aria-labelledby={headingId}>
      <h3 id={headingId}>{words.releasePersonHeading(n)}</h3>
      {made ? (
        <p role="status">{release ? statusText(words, release) : ''}</p>
      ) : (
        <>
          <Choices role="group" aria-label={words.releasePersonHeading(n)}>
            <Button
              aria-pressed={mode === 'in_person'}
              onClick={() => setMode('in_person')}
              disabled={disabled || pending}
            >
              {words.releaseSignHere}
            </Button>
            <Button
              aria-pressed={mode === 'link'}
              onClick={() => setMode('link')}
              disabled={disabled || pending}
            >
              {words.releaseSendLink}
            </Button>
          </Choices>
          {mode ? (
            <>
              <TextField
                label={words.releaseSignerName}
                value={name}
                autoComplete="off"
                onChange={(event) => setName(event.target.value)}
              />
              <TextField
                label={words.releaseSignerEmail}
                type="email"
                value={email}
                autoComplete="off"
                onChange={(event) => setEmail(event.target.value)}
              />
            </>
          ) : null}
          {mode === 'in_person' ? (
            <>
              <Checkbox
                label={words.releaseForMinor}
                checked={forMinor}
                onChange={(event) => setForMinor(event.target.checked)}
              />
              {forMinor ? (
                <TextField
                  label={words.releaseMinorName}
                  value={minorName}
                  onChange={(event) => setMinorName(event.target.value)}
                />
              ) : null}
              <p>{statement}</p>
              <TextField
                label={words.releaseSignature}
                value={signature}
                autoComplete="off"
                onChange={(event) => setSignature(event.target.value)}
              />
              <Button
                variant="primary"
                onClick={onSign}
                loading={sign.isPending}
                disabled={disabled}
              >
                {words.releaseSignButton}
              </Button>
            </>
          ) : null}
          {mode === 'link' ? (
            <Button
              variant="primary"
              onClick={onSend}
              loading={request.isPending}
              disabled={disabled}
            >
              {words.releaseSendButton}
            </Button>
          ) : null}
          {failure ? <Alert tone="destructive">{refusalWords(failure).message}</Alert> : null}
        </>
      )}
    </Person>
  );
}
