import { TileSection, type TileItem } from './tile-section';

const points: TileItem[] = [
  { title: '$15 to $35 per video', body: 'Every task shows its payout before you accept it.' },
  {
    title: 'Paid in 24 to 48 hours',
    body: 'After your work is verified, through a trusted payment service.',
  },
  {
    title: 'Cash out from $50',
    body: 'Request a payout to Stripe or PayPal whenever your balance reaches $50.',
  },
];

/** What creators earn and when. */
export function FairPay() {
  return (
    <TileSection
      id="fair-pay"
      title="Fair pay, clearly stated"
      lead="No bidding wars and no hidden fees."
      items={points}
      muted
    />
  );
}
