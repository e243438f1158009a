import { SiteHeader } from './site-header';
import { Hero } from './hero';
import { HowItWorks } from './how-it-works';
import { Audience } from './audience';
import { Categories } from './categories';
import { FairPay } from './fair-pay';
import { Ethics } from './ethics';
import { WaitlistSection } from './waitlist-section';
import { SiteFooter } from './site-footer';
import { ExitIntentDialog } from '../../waitlist/components/exit-intent-dialog';

/** The public landing page at / (spec §2). */
export default function LandingPage() {
  return (
    <>
      <SiteHeader />
      <main>
        <Hero />
        <HowItWorks />
        <Audience />
        <Categories />
        <FairPay />
        <Ethics />
        <WaitlistSection />
      </main>
      <SiteFooter />
      <ExitIntentDialog />
    </>
  );
}
