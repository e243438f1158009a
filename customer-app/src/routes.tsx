import type { ComponentType } from 'react';
import type { RemoteRoutesModule } from '@groundtruth/domain/paths';
import { lazyPage } from '@groundtruth/platform/lazy-page';

/** The customer remote's pages, mounted by the shell under /dashboard. */
export const pages: RemoteRoutesModule<'customer', ComponentType>['pages'] = {
  overview: lazyPage(() =>
    import('./features/orders/components/customer-overview-page').then((m) => m.default),
  ),
  orders: lazyPage(() => import('./features/orders/components/orders-page').then((m) => m.default)),
  newOrder: lazyPage(() =>
    import('./features/orders/components/new-order-page').then((m) => m.default),
  ),
  order: lazyPage(() => import('./features/orders/components/order-page').then((m) => m.default)),
};
