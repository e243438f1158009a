import { LegalPage } from './legal-page';

/** Terms of Service (docs/product.md, Rules and constants: 18+, pay range and timing, liability limit). */
export default function TermsPage() {
  return <LegalPage page="terms" />;
}
