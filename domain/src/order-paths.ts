// The address of one dataset order's page, for the buyer's screens, mail and the payment page;
// beside paths.ts (which every screen's first load takes) rather than in it.
import { paths } from './paths';

/** A link that opens one order's page (a notice's link, as thread-links.ts' ThreadLink). */
export type OrderLink = `${typeof paths.order}?id=${string}`;

/** One dataset order's page. */
export function orderPath(orderId: string): OrderLink {
  return `${paths.order}?${new URLSearchParams({ id: orderId }).toString()}` as OrderLink;
}
