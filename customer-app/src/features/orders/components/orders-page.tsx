import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { orderMessages } from '@groundtruth/domain/dataset-orders';
import { orderScreenMessages as words } from '@groundtruth/domain/order-screen-messages';
import { paths } from '@groundtruth/domain/paths';
import { useSignedInUser } from '@groundtruth/platform/session';
import { LoadError, LoadMore, PageHeader } from '@groundtruth/platform/screen-parts';
import { Alert, EmptyState, Skeleton, space } from '@groundtruth/ui-kit';
import { useOrders } from '../api/get-orders';
import { useOrganization } from '../api/get-organization';
import { OrderRow } from './order-row';

const List = styled.ul`
  display: grid;
  gap: ${space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** /dashboard/orders: the organisation's orders, newest first, a page at a time. */
export default function OrdersPage() {
  const { user } = useSignedInUser();
  const organization = useOrganization(user.uid);
  const orders = useOrders(organization.data?.id);
  const items = orders.data?.pages.flatMap((page) => page.items) ?? [];
  const newOrder = <Link to={paths.newOrder}>{words.newOrder}</Link>;

  return (
    <section>
      <PageHeader title={words.ordersTitle} description={words.ordersIntro} actions={newOrder} />
      {organization.isError || orders.isError ? (
        <LoadError
          message={words.failedLoadOrders}
          retrying={organization.isRefetching || orders.isRefetching}
          onRetry={() => {
            if (organization.isError) void organization.refetch();
            else void orders.refetch();
          }}
        />
      ) : organization.data === null ? (
        <Alert tone="warning" title={words.noOrganization} />
      ) : organization.isPending || orders.isPending ? (
        <Skeleton label={words.loadingOrders} />
      ) : items.length === 0 ? (
        <EmptyState title={orderMessages.noOrders} action={newOrder} />
      ) : (
        <>
          <List aria-label={words.ordersTitle}>
            {items.map((order) => (
              <OrderRow key={order.id} order={order} />
            ))}
          </List>
          <LoadMore
            hasMore={orders.hasNextPage}
            loading={orders.isFetchingNextPage}
            onLoadMore={() => void orders.fetchNextPage()}
          />
        </>
      )}
    </section>
  );
}
