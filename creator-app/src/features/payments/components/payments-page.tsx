import { lazy, Suspense, useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Skeleton, Tabs } from '@groundtruth/ui-kit';
import { PageHeader } from '@groundtruth/platform/screen-parts';
import { EarningsTab } from './earnings-tab';
import { PaymentMethodsTab } from './payment-methods-tab';
import { PayoutHistoryTab } from './payout-history-tab';
import { creatorPaymentsWords } from '@groundtruth/domain/words/creator/payments';
import { useWords } from '@groundtruth/platform/i18n';

// The tax form and the identity check load when their tab opens: the form's rules and its
// certification are not part of reading one's earnings.
const TaxIdentityTab = lazy(() =>
  import('./tax-identity-tab').then((module) => ({ default: module.TaxIdentityTab })),
);

const tabs = ['earnings', 'methods', 'history', 'tax'] as const;
type Tab = (typeof tabs)[number];

/**
 * /dashboard/payments: Earnings, Payment Methods, Payout History, and Tax and identity (what a
 * payout needs besides a method). The selected tab is in the
 * address (?tab=methods), so a link or a reload opens the same tab.
 */
export function PaymentsPage() {
  const w = useWords('creator.payments', creatorPaymentsWords);
  const headingId = useId();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const selected: Tab = tabs.includes(requested as Tab) ? (requested as Tab) : 'earnings';
  const select = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === 'earnings') next.delete('tab');
        else next.set('tab', value);
        return next;
      },
      { replace: true },
    );

  return (
    <section aria-labelledby={headingId}>
      <PageHeader id={headingId} title={w.title} description={w.description} />
      <Tabs
        label={w.sections}
        value={selected}
        onValueChange={select}
        items={[
          { value: 'earnings', label: w.earnings, content: <EarningsTab /> },
          { value: 'methods', label: w.paymentMethods, content: <PaymentMethodsTab /> },
          { value: 'history', label: w.payoutHistory, content: <PayoutHistoryTab /> },
          {
            value: 'tax',
            label: w.taxAndIdentity,
            content: (
              <Suspense fallback={<Skeleton label={w.loadingTaxAndIdentity} count={2} />}>
                <TaxIdentityTab />
              </Suspense>
            ),
          },
        ]}
      />
    </section>
  );
}
