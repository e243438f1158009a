import { lazy, Suspense, useState } from 'react';
import { Button } from '@groundtruth/ui-kit';
import { organizationMessages as words } from '@groundtruth/domain/organization-messages';
import { useSignedInUser } from '@groundtruth/platform/session';

// The form, its organisation choices and the callable load when the dialog first opens.
const InviteCustomerDialog = lazy(async () => ({
  default: (await import('./invite-customer-dialog')).InviteCustomerDialog,
}));

/** "Invite customer" for an admin (nothing for support: inviteCustomer refuses them), opening the dialog. */
export function InviteCustomerButton() {
  const { role } = useSignedInUser();
  const [open, setOpen] = useState(false);
  if (role !== 'admin') return null;
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        {words.inviteCustomer}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <InviteCustomerDialog onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
