import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, Dialog, Select, TextField, space } from '@groundtruth/ui-kit';
import { qualificationMessages } from '@groundtruth/domain/qualification-messages';

const Fields = styled.form`
  display: grid;
  gap: ${space[4]};
`;

const FORM_ID = 'grant-change-form';

/**
 * Grant (choose a qualification) or Revoke (one named) for a creator, with the reason staff give;
 * mounted once per opening.
 */
export function GrantDialog({
  userName,
  revoking,
  choices,
  pending,
  reasonError,
  onSave,
  onClose,
}: {
  userName: string;
  /** The qualification revoked ({id, name}); null to grant one of `choices`. */
  revoking: { id: string; name: string } | null;
  /** The qualifications that may be granted. */
  choices: readonly { id: string; name: string }[];
  pending: boolean;
  /** The function's refusal of the reason, shown at the field. */
  reasonError?: string;
  onSave: (qualificationId: string, reason: string) => void;
  onClose: () => void;
}) {
  const [qualificationId, setQualificationId] = useState(revoking?.id ?? choices[0]?.id ?? '');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim() === '') {
      setError('Reason is required');
      return;
    }
    setError(undefined);
    onSave(qualificationId, reason.trim());
  };
  const title = revoking ? `Revoke ${revoking.name}` : 'Grant Qualification';
  return (
    <Dialog
      open
      onOpenChange={(open) => (open || pending ? undefined : onClose())}
      title={title}
      description={
        revoking
          ? `${userName} will no longer hold ${revoking.name}. They are notified.`
          : `${userName} will hold the qualification from now on. They are notified.`
      }
      size="small"
      footer={
        <>
          <Button onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button
            type="submit"
            form={FORM_ID}
            variant={revoking ? 'destructive' : 'primary'}
            loading={pending}
            disabled={qualificationId === ''}
          >
            {revoking ? 'Revoke' : 'Grant'}
          </Button>
        </>
      }
    >
      <Fields id={FORM_ID} onSubmit={submit} noValidate>
        {revoking ? null : choices.length === 0 ? (
          <p>{qualificationMessages.noQualificationToGrant}</p>
        ) : (
          <Select
            label="Qualification"
            options={choices.map((choice) => ({ value: choice.id, label: choice.name }))}
            value={qualificationId}
            onChange={(event) => setQualificationId(event.target.value)}
          />
        )}
        <TextField
          label="Reason"
          required
          hint="Kept in the audit log"
          value={reason}
          error={error ?? reasonError}
          onChange={(event) => setReason(event.target.value)}
        />
      </Fields>
    </Dialog>
  );
}
