import { messages } from '@groundtruth/domain/messages';
import { WaitlistForm } from './waitlist-form';
import { WAITLIST_SECTION_ID } from '../../../components/section-ids';
import { Inner, Lead, Section, SectionTitle } from '../../../components/section.styles';

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
