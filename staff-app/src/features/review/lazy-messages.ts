import { lazy } from 'react';

/**
 * The spec's message table, for what the review screen says only after a failure or a download:
 * loaded then, so the queue's first load does not carry the whole table (its budget is tight).
 */
export const loadMessages = () => import('@groundtruth/domain/messages').then((m) => m.messages);

/** "Failed to load submissions" with a retry, loaded when a list or a linked submission fails. */
export const SubmissionsLoadError = lazy(() => import('./components/submissions-load-error'));
