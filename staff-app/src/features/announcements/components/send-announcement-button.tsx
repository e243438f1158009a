import { lazy, Suspense, useState } from 'react';
import { Button } from '@groundtruth/ui-kit';
import { announcementMessages as words } from '@groundtruth/domain/announcement-messages';
import { useSignedInUser } from '@groundtruth/platform/session';

// The form, its audience pickers and their reads load when the dialog first opens.
const SendAnnouncementDialog = lazy(async () => ({
  default: (await import('./send-announcement-dialog')).SendAnnouncementDialog,
}));

/** "Send announcement" for an admin (nothing for support), opening the dialog. */
export function SendAnnouncementButton() {
  const { role } = useSignedInUser();
  const [open, setOpen] = useState(false);
  if (role !== 'admin') return null;
  return (
    <>
      <Button variant="primary" onClick={() => setOpen(true)}>
        {words.sendAnnouncementAction}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <SendAnnouncementDialog onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
