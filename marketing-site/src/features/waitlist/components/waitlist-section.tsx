import { WaitlistForm } from './waitlist-form';
import { WAITLIST_SECTION_ID } from '../../../components/section-ids';
import { Inner, Lead, Section, SectionTitle } from '../../../components/section.styles';
import { useLandingWords } from '../../../i18n/words-context';

/** Where visitors join the waitlist. */
export function WaitlistSection() {
  const words = useLandingWords().waitlist;
  return (
    <Section id={WAITLIST_SECTION_ID} data-tone="muted" aria-labelledby="waitlist-title">
      <Inner>
        <SectionTitle id="waitlist-title">{words.title}</SectionTitle>
        <Lead>{words.lead}</Lead>
        <WaitlistForm
          source="waitlist"
          withName
          successMessage={words.success}
          failureMessage={words.failure}
          submitLabel={words.submit}
        />
      </Inner>
    </Section>
  );
}
