import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Alert, Button, Dialog, Select, TextField, space, useToast } from '@groundtruth/ui-kit';
import { callableErrorWords } from '@groundtruth/domain/callable-errors';
import { invitationMessages as words } from '@groundtruth/domain/invitation-messages';
import { messages } from '@groundtruth/domain/messages';
import { useDraft } from '@groundtruth/platform/drafts';
import { useOrganizationChoices } from '../api/get-organization-choices';
import { useInviteCustomer, type InviteCustomerInput } from '../api/invite-customer';

const Form = styled.form`
  display: grid;
  gap: ${space[4]};
`;

const FORM_ID = 'invite-customer-form';
/** The select's value for "New organisation…": no organisation id looks like it. */
const NEW_ORGANIZATION = 'new';

/** What the form holds, as typed. */
export interface InviteValues {
  email: string;
  /** An organisation's id, NEW_ORGANIZATION, or '' before a choice. */
  organization: string;
  organizationName: string;
}

type InviteErrors = Partial<Record<keyof InviteValues, string>>;

const emptyInvite: InviteValues = { email: '', organization: '', organizationName: '' };

/**
 * The invitation as inviteCustomer takes it (an existing organisation's id, or a new one's name),
 * or what is wrong with each field; the function checks again.
 */
export function invitationOf(
  values: InviteValues,
): { input: InviteCustomerInput } | { errors: InviteErrors } {
  const errors: InviteErrors = {};
  const email = values.email.trim();
  if (!email) errors.email = words.emailRequired;
  else if (email.length < 3 || !email.includes('@')) errors.email = messages.emailFormat;
  const name = values.organizationName.trim();
  if (!values.organization) errors.organization = words.organizationRequired;
  else if (values.organization === NEW_ORGANIZATION && !name)
    errors.organizationName = words.organizationNameRequired;
  if (Object.keys(errors).length > 0) return { errors };
  return {
    input:
      values.organization === NEW_ORGANIZATION
        ? { email, organizationName: name }
        : { email, organizationId: values.organization },
  };
}

/** A refusal that is about one field, shown by it; any other above the form. */
function fieldOfRefusal(message: string): keyof InviteValues | null {
  if (message === words.alreadyHasAccount) return 'email';
  if (message === words.organizationNotFound || message === words.organizationRequired)
    return 'organization';
  return null;
}

/**
 * Invite customer (admins), mounted once per opening: an e-mail address and an organisation, an
 * existing one or a new one by name; inviteCustomer e-mails the link. One request at a time; a
 * refusal is shown in the dialog with what was typed kept, and what was typed waits for the next
 * opening when it is closed unsent.
 */
export function InviteCustomerDialog({
  onClose,
}: {
  /** Closes the dialog. */
  onClose: () => void;
}) {
  const { toast } = useToast();
  const invite = useInviteCustomer();
  const choices = useOrganizationChoices();
  const [values, setValues, clearValues] = useDraft<InviteValues>(
    'invite-customer:values',
    emptyInvite,
  );
  const [errors, setErrors] = useState<InviteErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const set = (field: keyof InviteValues) => (value: string) => {
    setValues((was) => ({ ...was, [field]: value }));
    setErrors((was) => ({ ...was, [field]: undefined }));
  };

  const options = [
    ...(choices.data ?? []).map(({ id, name }) => ({ value: id, label: name })),
    { value: NEW_ORGANIZATION, label: words.newOrganization },
  ];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (invite.isPending) return;
    const checked = invitationOf(values);
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setRefusal(null);
    invite.mutate(checked.input, {
      onSuccess: () => {
        clearValues();
        toast({ title: words.invitationSent(checked.input.email), variant: 'success' });
        onClose();
      },
      onError: (error) => {
        const { message } = callableErrorWords(error);
        const field = fieldOfRefusal(message);
        if (field) setErrors({ [field]: message });
        else setRefusal(message || messages.unexpected);
      },
    });
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => (open || invite.isPending ? undefined : onClose())}
      title={words.inviteCustomer}
      description={words.inviteIntro}
      size="small"
      footer={
        <>
          <Button onClick={onClose} disabled={invite.isPending}>
            Cancel
          </Button>
          <Button type="submit" form={FORM_ID} variant="primary" loading={invite.isPending}>
            {words.sendInvitation}
          </Button>
        </>
      }
    >
      <Form id={FORM_ID} onSubmit={submit} noValidate>
        {refusal ? <Alert tone="destructive">{refusal}</Alert> : null}
        <TextField
          label={words.emailLabel}
          type="email"
          autoComplete="off"
          required
          maxLength={320}
          value={values.email}
          error={errors.email}
          onChange={(event) => set('email')(event.target.value)}
        />
        <Select
          label={words.organizationLabel}
          required
          placeholder={
            choices.isPending ? words.loadingOrganizationChoices : words.chooseOrganization
          }
          options={options}
          value={values.organization}
          error={
            errors.organization ?? (choices.isError ? words.failedLoadOrganizations : undefined)
          }
          onChange={(event) => set('organization')(event.target.value)}
        />
        {values.organization === NEW_ORGANIZATION ? (
          <TextField
            label={words.organizationNameLabel}
            required
            maxLength={120}
            value={values.organizationName}
            error={errors.organizationName}
            onChange={(event) => set('organizationName')(event.target.value)}
          />
        ) : null}
      </Form>
    </Dialog>
  );
}
