// The address of one dataset order's page, for the buyer's screens, mail and the payment page;
// beside paths.ts (which every screen's first load takes) rather than in it.
import { paths } from './paths';

/** One dataset order's page. */
export function orderPath(orderId: string): string {
  return `${paths.order}?${new URLSearchParams({ id: orderId }).toString()}`;
}
