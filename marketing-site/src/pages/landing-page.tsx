// The page composes features (landing sections, the waitlist); features never import each other.
import { SiteHeader } from '../components/site-header';
import { Hero } from '../features/landing/components/hero';
import { HowItWorks } from '../features/landing/components/how-it-works';
import { Audience } from '../features/landing/components/audience';
import { Categories } from '../features/landing/components/categories';
import { FairPay } from '../features/landing/components/fair-pay';
import { Ethics } from '../features/landing/components/ethics';
import { WaitlistSection } from '../features/waitlist/components/waitlist-section';
import { SiteFooter } from '../components/site-footer';
import { ExitIntentDialog } from '../features/waitlist/components/exit-intent-dialog';

/** The public landing page at / (docs/product.md, Screens). */
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
      <SiteFooter page="landing" />
      <ExitIntentDialog />
    </>
  );
}
