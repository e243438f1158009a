import { orderStatusLabels, type DatasetOrder } from '@groundtruth/domain/dataset-orders';
import { Badge, type Tone } from '@groundtruth/ui-kit';

/** Each status's tone: waiting on someone, moving, done, or in trouble. */
const statusTones: Record<DatasetOrder['status'], Tone> = {
  draft: 'neutral',
  submitted: 'warning',
  funded: 'info',
  in_progress: 'info',
  delivered: 'success',
  accepted: 'success',
  disputed: 'danger',
  cancelled: 'neutral',
};

/** An order's status as a badge, in the words of orderStatusLabels: the customer's and staff's. */
export function OrderStatus({ order }: { /** The order. */ order: Pick<DatasetOrder, 'status'> }) {
  return <Badge tone={statusTones[order.status]}>{orderStatusLabels[order.status]}</Badge>;
}
