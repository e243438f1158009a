import styled from 'styled-components';
import { taskCategoryLabels } from '@groundtruth/domain/constants';
import { escrowBalanceOf, type DatasetOrder } from '@groundtruth/domain/dataset-orders';
import { formatCents } from '@groundtruth/domain/money';
import { formatCount } from '@groundtruth/domain/numbers';
import {
  licenceScopeLabels,
  orderScreenMessages as words,
} from '@groundtruth/domain/order-screen-messages';
import { releaseCardMessages } from '@groundtruth/domain/release-card-messages';
import { DateTime } from '@groundtruth/platform/screen-parts';
import { fontSizes, fontWeights, space } from '@groundtruth/ui-kit';
import { Facts } from './order-row';

/** A titled part of the order's page. */
export const Part = styled.section`
  display: grid;
  gap: ${space[3]};

  h2 {
    margin: 0;
    font-size: ${fontSizes.lg};
    font-weight: ${fontWeights.semibold};
  }
  h3 {
    margin: 0;
    font-size: ${fontSizes.md};
    font-weight: ${fontWeights.semibold};
  }
  p {
    margin: 0;
    white-space: pre-wrap;
  }
`;

/** Basis points as a percentage, e.g. 2000 → "20%", 1250 → "12.5%". */
export function percentOfBps(bps: number): string {
  return `${bps / 100}%`;
}

/** What the order asks for. */
export function OrderDetails({ order }: { /** The order. */ order: DatasetOrder }) {
  return (
    <Part aria-labelledby="order-details">
      <h2 id="order-details">{words.details}</h2>
      <p>{order.description}</p>
      {order.instructions ? (
        <>
          <h3>{words.instructionsLabel}</h3>
          <p>{order.instructions}</p>
        </>
      ) : null}
      <Facts>
        <div>
          <dt>{words.categoryLabel}</dt>
          <dd>{taskCategoryLabels[order.category]}</dd>
        </div>
        <div>
          <dt>{words.quantity}</dt>
          <dd>{formatCount(order.quantity)}</dd>
        </div>
        <div>
          <dt>{words.payPerItem}</dt>
          <dd>{formatCents(order.payout_per_item_cents)}</dd>
        </div>
        <div>
          <dt>{words.deadlineLabel}</dt>
          <dd>
            <DateTime value={order.deadline} dateOnly />
          </dd>
        </div>
        <div>
          <dt>{releaseCardMessages.peopleFieldLabel}</dt>
          <dd>
            {order.people === 'none'
              ? releaseCardMessages.peopleNone
              : releaseCardMessages.peopleWithRelease}
          </dd>
        </div>
        {order.languages.length > 0 ? (
          <div>
            <dt>{words.languagesLabel}</dt>
            <dd>{order.languages.join(', ')}</dd>
          </div>
        ) : null}
        {order.countries.length > 0 ? (
          <div>
            <dt>{words.countriesLabel}</dt>
            <dd>{order.countries.join(', ')}</dd>
          </div>
        ) : null}
        <div>
          <dt>{words.created}</dt>
          <dd>
            <DateTime value={order.created_at} />
          </dd>
        </div>
      </Facts>
    </Part>
  );
}

/** The licence bought: scope, term, exclusivity, the standard text's version and fingerprint. */
export function OrderLicence({ order }: { /** The order. */ order: DatasetOrder }) {
  const { licence } = order;
  return (
    <Part aria-labelledby="order-licence">
      <h2 id="order-licence">{words.licenceSection}</h2>
      <Facts>
        <div>
          <dt>{words.scopeLabel}</dt>
          <dd>{licenceScopeLabels[licence.scope]}</dd>
        </div>
        <div>
          <dt>{words.termLabel}</dt>
          <dd>{licence.term_years === 0 ? words.perpetual : words.years(licence.term_years)}</dd>
        </div>
        <div>
          <dt>{words.exclusiveLabel}</dt>
          <dd>{licence.exclusive ? words.exclusive : words.nonExclusive}</dd>
        </div>
        <div>
          <dt>{words.licenceVersion}</dt>
          <dd>{licence.version}</dd>
        </div>
        <div>
          <dt>{words.licenceFingerprint}</dt>
          <dd>
            <code title={licence.sha256}>{licence.sha256.slice(0, 12)}</code>
          </dd>
        </div>
      </Facts>
    </Part>
  );
}

/** The server's quote: creators' pay, the platform's fee, the total; and what escrow holds. */
export function OrderQuote({
  order,
  headed = true,
}: {
  /** The order. */
  order: DatasetOrder;
  /** With its own heading (not inside the edit form's Quote group). */
  headed?: boolean;
}) {
  const { quote } = order;
  const paid = order.escrow.paid_cents > 0;
  const facts = (
    <Facts aria-label={headed ? undefined : words.quoteSection}>
      <div>
        <dt>{words.creatorsPay}</dt>
        <dd>{formatCents(quote.creator_pay_cents)}</dd>
      </div>
      <div>
        <dt>{words.platformFee(percentOfBps(quote.fee_bps))}</dt>
        <dd>{formatCents(quote.fee_cents)}</dd>
      </div>
      <div>
        <dt>{words.total}</dt>
        <dd>
          <strong>{formatCents(quote.total_cents)}</strong>
        </dd>
      </div>
      {paid ? (
        <div>
          <dt>{words.heldInEscrow}</dt>
          <dd>{formatCents(escrowBalanceOf(order.escrow))}</dd>
        </div>
      ) : null}
    </Facts>
  );
  if (!headed) return facts;
  return (
    <Part aria-labelledby="order-quote">
      <h2 id="order-quote">{words.quoteSection}</h2>
      {facts}
    </Part>
  );
}
