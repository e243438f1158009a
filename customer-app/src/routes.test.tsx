// The customer remote's contract with the shell (platform/testing/remote-contract).
import { vi } from 'vitest';
import { describeRemoteContract } from '@groundtruth/platform/testing/remote-contract';
import { pages } from './routes';

vi.mock(
  '@groundtruth/firebase-web/firestore',
  () => import('@groundtruth/platform/testing/firebase-web'),
);
vi.mock(
  '@groundtruth/firebase-web/storage',
  () => import('@groundtruth/platform/testing/firebase-web'),
);

describeRemoteContract('customer', pages, { uid: 'contract-customer', role: 'customer' });
