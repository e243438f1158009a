import { messages } from '@groundtruth/domain/messages';
import { WaitlistForm } from '../../waitlist/components/waitlist-form';
import { Inner, Lead, Section, SectionTitle } from './landing.styles';

/** The hero's buttons scroll here (spec §2: the signup-form section). */
export const WAITLIST_SECTION_ID = 'signup-form';

/** Where visitors join the waitlist. */
export function WaitlistSection() {
  return (
    <Section id={WAITLIST_SECTION_ID} data-tone="muted" aria-labelledby="waitlist-title">
      <Inner>
        <SectionTitle id="waitlist-title">Join the waitlist</SectionTitle>
        <Lead>Be the first to hear when paid tasks open in your area.</Lead>
        <WaitlistForm
          source="waitlist"
          withName
          successMessage={messages.waitlistSuccess}
          failureMessage={messages.waitlistFailure}
          submitLabel="Join the waitlist"
        />
      </Inner>
    </Section>
  );
}
