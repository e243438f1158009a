import { useRef } from 'react';
import { Button, Dialog } from '@groundtruth/ui-kit';

/**
 * Asks before an action that cannot be taken back (Close task, Suspend, Process Payout, Deliver
 * now, Accept delivery): the question as the title, what follows as its description, Cancel
 * focused first so a stray Enter does nothing. Mounted once per asking, like Change Role.
 */
export function ConfirmDialog({
  title,
  consequence,
  confirmLabel,
  pending,
  onConfirm,
  onClose,
  tone = 'destructive',
}: {
  /** The question, e.g. "Close this task?". */
  title: string;
  /** What follows the action, in words a person reads before agreeing. */
  consequence: string;
  /** The button that acts, named as the action it takes. */
  confirmLabel: string;
  /** The action is under way: the dialog stays until it settles. */
  pending: boolean;
  /** The action was confirmed. */
  onConfirm: () => void;
  /** Cancelled, or closed without acting. */
  onClose: () => void;
  /** How the acting button looks: destructive (default) for what takes something away. */
  tone?: 'destructive' | 'primary';
}) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open
      onOpenChange={(open) => (open || pending ? undefined : onClose())}
      title={title}
      description={consequence}
      size="small"
      initialFocusRef={cancelRef}
      footer={
        <>
          <Button ref={cancelRef} onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button variant={tone} loading={pending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}
