import { useId } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@groundtruth/ui-kit';

/** The tax form part of the Tax and identity tab: the form on file, or the interview to sign one. */
export function TaxFormSection() {
  const titleId = useId();
  return (
    <Card as="section" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle as="h2" id={titleId}>
          Tax form
        </CardTitle>
      </CardHeader>
      <CardContent>
        <p>No tax form on file yet.</p>
      </CardContent>
    </Card>
  );
}
