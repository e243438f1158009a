import styled from 'styled-components';

const Section = styled.section`
  padding: 32px 24px;
`;

/** Placeholder for a route whose screen belongs to a later piece of work. */
export function ComingSoonPage({ title }: { title: string }) {
  return (
    <Section aria-labelledby="coming-soon-title">
      <h1 id="coming-soon-title">{title}</h1>
      <p>Coming soon.</p>
    </Section>
  );
}
