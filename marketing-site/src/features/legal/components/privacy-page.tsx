import { LegalPage } from './legal-page';

/** Privacy Policy. */
export default function PrivacyPage() {
  return <LegalPage page="privacy" />;
}
