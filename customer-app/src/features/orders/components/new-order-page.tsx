import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { orderMessages } from '@groundtruth/domain/dataset-orders';
import { orderScreenMessages as words } from '@groundtruth/domain/order-screen-messages';
import { paths } from '@groundtruth/domain/paths';
import { orderPath } from '@groundtruth/domain/order-paths';
import { PageHeader } from '@groundtruth/platform/screen-parts';
import { useToast } from '@groundtruth/ui-kit';
import { useCreateOrder } from '../api/create-order';
import { OrderForm } from './order-form';
import { emptyOrderForm } from './order-form-values';

/**
 * /dashboard/orders/new: the order form; Save draft creates the draft (priced by the server,
 * with the platform's fee) and opens its page. The request id is made once per form, so a second
 * press after a lost answer saves the same order, not another.
 */
export default function NewOrderPage() {
  const navigate = useNavigate();
  const { toast } = useToast();
  const create = useCreateOrder();
  const [requestId] = useState(() => crypto.randomUUID());

  return (
    <section>
      <PageHeader
        title={words.newOrderTitle}
        description={words.newOrderIntro}
        actions={<Link to={paths.orders}>{words.backToOrders}</Link>}
      />
      <OrderForm
        initialValues={emptyOrderForm}
        submitLabel={words.saveDraft}
        pending={create.isPending}
        error={create.error}
        onSubmit={(fields) =>
          create.mutate(
            { ...fields, requestId },
            {
              onSuccess: ({ orderId }) => {
                toast({ title: orderMessages.orderCreated, variant: 'success' });
                void navigate(orderPath(orderId));
              },
            },
          )
        }
      />
    </section>
  );
}
