import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { orderMessages } from '@groundtruth/domain/dataset-orders';
import { formatCount } from '@groundtruth/domain/numbers';
import type { OrderStateGroup } from '@groundtruth/domain/order-queries';
import { orderScreenMessages as words } from '@groundtruth/domain/order-screen-messages';
import { paths } from '@groundtruth/domain/paths';
import { useSignedInUser } from '@groundtruth/platform/session';
import { LoadError } from '@groundtruth/platform/screen-parts';
import {
  Alert,
  EmptyState,
  Skeleton,
  StatCard,
  colorVars,
  fontSizes,
  fontWeights,
  space,
} from '@groundtruth/ui-kit';
import { useOrderCounts } from '../api/get-order-counts';
import { useLatestOrders } from '../api/get-orders';
import { useOrganization } from '../api/get-organization';
import { OrderRow } from './order-row';

const Page = styled.div`
  display: grid;
  gap: ${space[8]};
`;

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${space[4]};

  h1 {
    margin: 0;
  }
  p {
    margin: ${space[1]} 0 0;
    color: ${colorVars.textMuted};
  }
`;

const Section = styled.section`
  display: grid;
  gap: ${space[3]};

  h2 {
    margin: 0;
    font-size: ${fontSizes.lg};
    font-weight: ${fontWeights.semibold};
  }
`;

const SectionHeader = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${space[3]};
`;

const Cards = styled.div`
  display: grid;
  gap: ${space[4]};
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
`;

const List = styled.ul`
  display: grid;
  gap: ${space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const countLabels: Record<OrderStateGroup, string> = {
  inProgress: words.inProgress,
  awaitingPayment: words.awaitingPayment,
  awaitingAcceptance: words.awaitingAcceptance,
  delivered: words.accepted,
};

/**
 * /dashboard for customers: a greeting with the organisation's name, their orders counted by
 * state, New order, and the latest orders. Every read is a document, an aggregation or a bounded
 * list, however many orders the organisation has.
 */
export default function CustomerOverviewPage() {
  const { user } = useSignedInUser();
  const organization = useOrganization(user.uid);
  const organizationId = organization.data?.id;
  const counts = useOrderCounts(organizationId);
  const latest = useLatestOrders(organizationId);
  const failed = organization.isError || counts.isError || latest.isError;

  return (
    <Page>
      <Header>
        <div>
          <h1>{words.overviewTitle}</h1>
          <p>
            {organization.data?.name ? `${words.welcome(organization.data.name)}. ` : null}
            {words.overviewIntro}
          </p>
        </div>
        <Link to={paths.newOrder}>{words.newOrder}</Link>
      </Header>
      {failed ? (
        <LoadError
          message={words.failedLoadOrders}
          retrying={organization.isRefetching || counts.isRefetching || latest.isRefetching}
          onRetry={() => {
            if (organization.isError) void organization.refetch();
            if (counts.isError) void counts.refetch();
            if (latest.isError) void latest.refetch();
          }}
        />
      ) : null}
      {organization.data === null ? <Alert tone="warning" title={words.noOrganization} /> : null}
      <Section aria-labelledby="customer-order-counts">
        <h2 id="customer-order-counts">{words.orderCounts}</h2>
        <Cards>
          {(Object.keys(countLabels) as OrderStateGroup[]).map((group) => (
            <StatCard
              key={group}
              label={countLabels[group]}
              value={counts.data ? formatCount(counts.data[group]) : '—'}
            />
          ))}
        </Cards>
      </Section>
      <Section aria-labelledby="customer-latest-orders">
        <SectionHeader>
          <h2 id="customer-latest-orders">{words.latestOrders}</h2>
          <Link to={paths.orders}>{words.allOrders}</Link>
        </SectionHeader>
        {failed || organization.data === null ? null : latest.isPending ? (
          <Skeleton label={words.loadingOrders} />
        ) : latest.data.length === 0 ? (
          <EmptyState
            title={orderMessages.noOrders}
            action={<Link to={paths.newOrder}>{words.newOrder}</Link>}
          />
        ) : (
          <List aria-label={words.latestOrders}>
            {latest.data.map((order) => (
              <OrderRow key={order.id} order={order} />
            ))}
          </List>
        )}
      </Section>
    </Page>
  );
}
