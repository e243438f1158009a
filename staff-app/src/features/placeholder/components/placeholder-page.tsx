import { EmptyState } from '@groundtruth/ui-kit';

/** A screen that a later piece of work fills in; says so plainly instead of faking content. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">{title}</h1>
      <EmptyState title="Coming soon" description="This screen is being built." />
    </section>
  );
}
