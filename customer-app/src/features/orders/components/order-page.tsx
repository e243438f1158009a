import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { WithId } from '@groundtruth/domain/converter';
import { orderMessages, type DatasetOrder } from '@groundtruth/domain/dataset-orders';
import { orderScreenMessages as words } from '@groundtruth/domain/order-screen-messages';
import { paths } from '@groundtruth/domain/paths';
import { useSignedInUser } from '@groundtruth/platform/session';
import { LoadError, PageHeader } from '@groundtruth/platform/screen-parts';
import { Alert, Skeleton, space, useToast } from '@groundtruth/ui-kit';
import { useOrder } from '../api/get-order';
import { useOrganization } from '../api/get-organization';
import { useUpdateOrder } from '../api/update-order';
import { DraftActions, PayAction } from './order-actions';
import {
  AcceptedOrder,
  DeliveredOrder,
  DeliveryInProgress,
  DisputedDelivery,
} from './order-delivery';
import { OrderDispute } from './order-dispute';
import { OrderDetails, OrderLicence, OrderQuote, Part } from './order-facts';
import { OrderForm } from './order-form';
import { orderFormValuesOf } from './order-form-values';
import { OrderProgress } from './order-progress';
import { OrderStatus } from '@groundtruth/platform/orders/order-status';
import { OrderSamples } from './order-samples';

const Page = styled.div`
  display: grid;
  gap: ${space[8]};
`;

const TIME_LEFT_REFRESH_MS = 60_000;

/** The statuses whose page shows the order's samples: paid for, and the work seen so far. */
const withSamples: readonly DatasetOrder['status'][] = [
  'funded',
  'in_progress',
  'delivered',
  'disputed',
  'accepted',
];

/** The time now, moving on every minute (for "time left"). */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TIME_LEFT_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** A draft's form in place of its details (Edit): Save changes prices it again. */
function EditDraft({ order, onDone }: { order: WithId<DatasetOrder>; onDone: () => void }) {
  const { toast } = useToast();
  const update = useUpdateOrder();
  return (
    <Part aria-labelledby="order-edit">
      <h2 id="order-edit">{words.edit}</h2>
      <OrderForm
        initialValues={orderFormValuesOf(order)}
        submitLabel={words.saveChanges}
        pending={update.isPending}
        error={update.error}
        quote={<OrderQuote order={order} headed={false} />}
        onCancel={onDone}
        onSubmit={(fields) =>
          update.mutate(
            { ...fields, orderId: order.id },
            {
              onSuccess: () => {
                toast({ title: orderMessages.orderUpdated, variant: 'success' });
                onDone();
              },
            },
          )
        }
      />
    </Part>
  );
}

/** The order once read: what it asks, its licence and quote, and what its status allows. */
function OrderView({
  order,
  openUrl,
}: {
  order: WithId<DatasetOrder>;
  openUrl: (url: string) => void;
}) {
  const [editing, setEditing] = useState(false);
  const now = useNow();
  const working = order.status === 'funded' || order.status === 'in_progress';
  return (
    <Page>
      <div>
        <PageHeader
          title={order.title}
          description={<OrderStatus order={order} />}
          actions={<Link to={paths.orders}>{words.backToOrders}</Link>}
        />
        {order.status === 'draft' && !editing ? (
          <DraftActions orderId={order.id} onEdit={() => setEditing(true)} />
        ) : null}
        {order.status === 'submitted' ? (
          <PayAction order={order} orderId={order.id} openUrl={openUrl} />
        ) : null}
      </div>
      {working ? <OrderProgress order={order} now={now} /> : null}
      {order.status === 'in_progress' ? (
        <DeliveryInProgress order={order} orderId={order.id} />
      ) : null}
      {order.status === 'delivered' ? (
        <DeliveredOrder order={order} orderId={order.id} now={now} openUrl={openUrl} />
      ) : null}
      {order.status === 'accepted' ? (
        <AcceptedOrder order={order} orderId={order.id} openUrl={openUrl} />
      ) : null}
      {order.status === 'disputed' ? (
        <DisputedDelivery order={order} orderId={order.id} openUrl={openUrl} />
      ) : null}
      <OrderDispute order={order} />
      {withSamples.includes(order.status) ? <OrderSamples orderId={order.id} /> : null}
      {editing && order.status === 'draft' ? (
        <EditDraft order={order} onDone={() => setEditing(false)} />
      ) : (
        <>
          <OrderQuote order={order} />
          <OrderDetails order={order} />
          <OrderLicence order={order} />
        </>
      )}
    </Page>
  );
}

/**
 * /dashboard/order?id=: one order of the customer's organisation, kept live. An order that does
 * not exist and another organisation's say the same (the rules refuse the second).
 */
export default function OrderPage({
  openUrl = (url) => window.location.assign(url),
}: {
  /** Opens the payment provider's page or a signed download link (the browser leaves for it). */
  openUrl?: (url: string) => void;
}) {
  const [params] = useSearchParams();
  const orderId = params.get('id') ?? '';
  const { user } = useSignedInUser();
  const organization = useOrganization(user.uid);
  const order = useOrder(orderId, organization.data?.id);

  const refused = (order.error as { code?: unknown } | null)?.code === 'permission-denied';
  if (order.isSuccess && order.data) return <OrderView order={order.data} openUrl={openUrl} />;
  return (
    <section>
      <PageHeader
        title={words.orderTitle}
        actions={<Link to={paths.orders}>{words.backToOrders}</Link>}
      />
      {!orderId || refused || order.isSuccess ? (
        <Alert tone="warning" title={orderMessages.orderNotFound}>
          {words.orderNotFoundHint}
        </Alert>
      ) : order.isError ? (
        <LoadError
          message={words.failedLoadOrder}
          retrying={order.isRefetching}
          onRetry={() => void order.refetch()}
        />
      ) : (
        <Skeleton label={words.loadingOrder} />
      )}
    </section>
  );
}
