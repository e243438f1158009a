import { legalWords, type LegalText } from '@groundtruth/domain/words/legal';
import { LegalLayout } from './legal-layout';

/**
 * A legal page from its words: English at /privacy and /terms (the app's routes), another
 * language's in the prerendered pages under "/<locale>/".
 */
export function LegalPage({
  page,
  text = legalWords[page],
}: {
  page: 'privacy' | 'terms';
  text?: LegalText;
}) {
  return (
    <LegalLayout page={page} title={text.title} updated={text.updated}>
      {text.intro.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {text.sections.map((section) => [
        <h2 key={section.heading}>{section.heading}</h2>,
        ...section.paragraphs.map((paragraph) => <p key={paragraph}>{paragraph}</p>),
      ])}
    </LegalLayout>
  );
}
