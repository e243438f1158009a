import { useState, type FormEvent } from 'react';
import { Button, Dialog, Select } from '@groundtruth/ui-kit';
import type { WithId } from '@groundtruth/domain/converter';
import { roleLabels, type Role } from '@groundtruth/domain/constants';
import type { AssignableRole } from '../api/set-user-role';
import type { User } from '@groundtruth/domain/entities';

/** The spec's order: Creator, Admin, Support. */
const roleOptions = (['creator', 'admin', 'support'] as const).map((value) => ({
  value,
  label: roleLabels[value],
}));

const FORM_ID = 'change-role-form';

/** Change Role for one user, mounted once per opening. */
export function ChangeRoleDialog({
  user,
  pending,
  onSave,
  onClose,
}: {
  /** Whose role changes. */
  user: WithId<User>;
  /** The change is under way. */
  pending: boolean;
  /** Update Role was pressed with this role. */
  onSave: (role: AssignableRole) => void;
  /** Closes the dialog. */
  onClose: () => void;
}) {
  const [role, setRole] = useState<Role>(user.role);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (role !== 'customer') onSave(role);
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => (open || pending ? undefined : onClose())}
      title="Change Role"
      description={`${user.name} (${user.email}) is ${roleLabels[user.role]}. The new role applies from their next sign-in.`}
      size="small"
      footer={
        <>
          <Button onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button
            type="submit"
            form={FORM_ID}
            variant="primary"
            loading={pending}
            disabled={role === user.role}
          >
            Update Role
          </Button>
        </>
      }
    >
      <form id={FORM_ID} onSubmit={submit}>
        <Select
          label="Role"
          options={roleOptions}
          value={role}
          onChange={(event) => setRole(event.target.value as Role)}
        />
      </form>
    </Dialog>
  );
}
