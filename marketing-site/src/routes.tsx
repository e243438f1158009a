import { lazy } from 'react';
import type { ComponentType } from 'react';
import type { RemoteRoutesModule } from '@groundtruth/domain/paths';

/** The marketing remote's pages, mounted by the shell at /, /privacy and /terms. */
export const pages: RemoteRoutesModule<'marketing', ComponentType>['pages'] = {
  // In the visitor's language, as the prerendered "/" is served.
  landing: lazy(() => import('./pages/visitor-landing')),
  privacy: lazy(() => import('./features/legal/components/privacy-page')),
  terms: lazy(() => import('./features/legal/components/terms-page')),
};
