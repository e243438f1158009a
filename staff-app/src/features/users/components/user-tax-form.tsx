import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { callableErrorWords } from '@groundtruth/domain/callable-errors';
import { formatDate } from '@groundtruth/domain/dates';
import {
  lastValidDay,
  namesMatch,
  taxFormLabels,
  taxFormValidAt,
} from '@groundtruth/domain/tax-forms';
import { taxMessages } from '@groundtruth/domain/tax-messages';
import { DateTime } from '@groundtruth/platform/screen-parts';
import { useSignedInUser } from '@groundtruth/platform/session';
import {
  Badge,
  Button,
  TextField,
  colorVars,
  fontSizes,
  space,
  useToast,
} from '@groundtruth/ui-kit';
import { useAcceptNameMismatch } from '../api/accept-name-mismatch';
import { useUserIdentity } from '../api/get-user-identity';
import { useUserTaxProfile } from '../api/get-user-tax-profile';

const Line = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space[2]};
  margin-top: ${space[2]};
  color: ${colorVars.textMuted};
  font-size: ${fontSizes.sm};
`;

const Accept = styled.form`
  display: grid;
  gap: ${space[2]};
  margin-top: ${space[2]};
`;

/**
 * A creator's tax form on their user card: which form, when it was signed and until when it is
 * valid — never its number, not even masked. Where the form's legal name is not the name the
 * identity check verified, admins may accept the pair with a reason (acceptNameMismatch, audited).
 */
export function UserTaxForm({
  userId,
}: {
  /** The creator whose form is shown. */
  userId: string;
}) {
  const canAcceptNames = useSignedInUser().role === 'admin';
  const { toast } = useToast();
  const profile = useUserTaxProfile(userId);
  const identity = useUserIdentity(userId);
  const accept = useAcceptNameMismatch(userId);
  const [accepting, setAccepting] = useState(false);
  const [reason, setReason] = useState('');
  if (profile.isPending || profile.isError) return null;
  const form = profile.data;
  if (!form)
    return (
      <Line>
        <span>Tax form:</span>
        <Badge tone="neutral">None on file</Badge>
      </Line>
    );
  const valid = taxFormValidAt(form, new Date());
  const verifiedName =
    identity.data?.status === 'verified' ? (identity.data.verified_name ?? '') : null;
  const accepted = form.name_mismatch_accepted;
  const mismatch =
    valid &&
    verifiedName !== null &&
    !namesMatch(form.legal_name, verifiedName) &&
    !(accepted && accepted.tax_name === form.legal_name && accepted.verified_name === verifiedName);
  const onAccept = (event: FormEvent) => {
    event.preventDefault();
    accept.mutate(reason.trim(), {
      onSuccess: () => {
        toast({ title: taxMessages.nameMismatchAccepted, variant: 'success' });
        setAccepting(false);
      },
      onError: (error) => {
        const { title, message } = callableErrorWords(error);
        toast({ title, description: message, variant: 'destructive' });
      },
    });
  };
  return (
    <>
      <Line>
        <span>Tax form:</span>
        <Badge tone={valid ? 'success' : 'danger'}>
          {`${taxFormLabels[form.kind]} ${valid ? 'on file' : 'expired'}`}
        </Badge>
        <span>
          signed <DateTime value={form.signed_at} dateOnly />
        </span>
        <span>
          {form.expires_at
            ? `${valid ? 'valid through' : 'ended'} ${formatDate(lastValidDay(form.expires_at.toMillis()))}`
            : 'no end date'}
        </span>
      </Line>
      {mismatch ? (
        <Line>
          <Badge tone="warning">Names differ</Badge>
          <span>{`“${form.legal_name}” on the form, “${verifiedName}” verified`}</span>
          {canAcceptNames && !accepting ? (
            <Button size="small" variant="outline" onClick={() => setAccepting(true)}>
              Accept name mismatch
            </Button>
          ) : null}
        </Line>
      ) : null}
      {mismatch && accepting ? (
        <Accept onSubmit={onAccept} aria-label="Accept name mismatch">
          <TextField
            label="Why these names are one person's"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            required
          />
          <div>
            <Button
              type="submit"
              size="small"
              variant="primary"
              loading={accept.isPending}
              disabled={!reason.trim()}
            >
              Accept
            </Button>{' '}
            <Button size="small" variant="ghost" onClick={() => setAccepting(false)}>
              Cancel
            </Button>
          </div>
        </Accept>
      ) : null}
    </>
  );
}
