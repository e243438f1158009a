import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { OrderSample } from '@groundtruth/domain/order-samples';
import { readFileBytes } from '@groundtruth/platform/download-file';
import { ordersKeys } from '../orders-keys';

/** A sample ready to show: its text, or its bytes as a URL the browser plays or shows. */
export type SampleFile = { kind: 'text'; text: string } | { kind: 'url'; url: string };

/**
 * A sample's bytes, read through the Storage SDK with the customer's credentials (storage.rules
 * let the order's organisation read them): text decoded, anything else as an object URL.
 */
export async function getSampleFile(
  sample: Pick<OrderSample, 'path' | 'kind' | 'content_type'>,
): Promise<SampleFile> {
  const bytes = await readFileBytes(sample.path);
  if (sample.kind === 'text') return { kind: 'text', text: new TextDecoder().decode(bytes) };
  return {
    kind: 'url',
    url: URL.createObjectURL(new Blob([bytes], { type: sample.content_type })),
  };
}

/**
 * One opened sample's bytes: read when the customer opens it, never with the list, and let go
 * (the object URL revoked, the cache entry dropped) when it is closed.
 */
export function useSampleFile(sample: Pick<OrderSample, 'path' | 'kind' | 'content_type'>) {
  const file = useQuery({
    queryKey: ordersKeys.sampleFile(sample.path),
    queryFn: () => getSampleFile(sample),
    staleTime: Infinity,
    gcTime: 0,
  });
  const url = file.data?.kind === 'url' ? file.data.url : undefined;
  // The URL holds the bytes in memory: let them go with the viewer.
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return file;
}
