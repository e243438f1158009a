import { Dialog } from '@groundtruth/ui-kit';
import { messages } from '@groundtruth/domain/messages';
import { useExitIntent } from './use-exit-intent';
import { WaitlistForm } from './waitlist-form';

/** The exit-intent offer (docs/product.md, Screens, §9): a $50 bonus after the first 3 videos. */
export function ExitIntentDialog() {
  const [open, setOpen] = useExitIntent();
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title="Wait! Get a $50 bonus"
      description="Join now and earn a $50 bonus after your first 3 videos."
      size="small"
    >
      <WaitlistForm
        source="exit_intent"
        successMessage={messages.exitIntentSuccess}
        failureMessage={messages.exitIntentFailure}
        submitLabel="Claim my bonus"
      />
    </Dialog>
  );
}
