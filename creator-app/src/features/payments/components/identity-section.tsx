import { useId } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@groundtruth/ui-kit';

/**
 * The identity part of the Tax and identity tab: the creator's identity check through the payout
 * provider is shown and started here. Until that check is built, it says only that the identity
 * is not verified yet.
 */
export function IdentitySection() {
  const titleId = useId();
  return (
    <Card as="section" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle as="h2" id={titleId}>
          Identity
        </CardTitle>
      </CardHeader>
      <CardContent>
        <p>Identity: not verified yet</p>
      </CardContent>
    </Card>
  );
}
