import { Dialog } from '@groundtruth/ui-kit';
import { useLandingWords } from '../../../i18n/words-context';
import { useExitIntent } from './use-exit-intent';
import { WaitlistForm } from './waitlist-form';

/** The exit-intent offer (docs/product.md, Screens, §9): a $50 bonus after the first 3 videos. */
export function ExitIntentDialog() {
  const [open, setOpen] = useExitIntent();
  const words = useLandingWords().exitIntent;
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={words.title}
      description={words.description}
      size="small"
    >
      <WaitlistForm
        source="exit_intent"
        successMessage={words.success}
        failureMessage={words.failure}
        submitLabel={words.submit}
      />
    </Dialog>
  );
}
