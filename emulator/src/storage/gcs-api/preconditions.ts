/** The JSON API's generation preconditions, shared by its uploads, metadata updates and deletes. */
import type http from 'node:http';
import type { StorageContext } from '../context.js';
import { gcsError } from '../http.js';

/**
 * ifGenerationMatch (0 = must not exist) / ifGenerationNotMatch / ifMetagenerationMatch.
 * Answers 412 and returns false when one does not hold.
 */
export function checkPreconditions(
  ctx: StorageContext,
  res: http.ServerResponse,
  bucket: string,
  name: string,
  q: URLSearchParams,
): boolean {
  const obj = ctx.objects.get(bucket, name);
  const gen = obj?.generation ?? '0';
  const fail = () => {
    gcsError(
      res,
      412,
      'At least one of the pre-conditions you specified did not hold.',
      'conditionNotMet',
    );
    return false;
  };
  if (q.has('ifGenerationMatch') && q.get('ifGenerationMatch') !== gen) return fail();
  if (q.has('ifGenerationNotMatch') && q.get('ifGenerationNotMatch') === gen) return fail();
  if (
    q.has('ifMetagenerationMatch') &&
    (!obj || q.get('ifMetagenerationMatch') !== String(obj.metageneration))
  )
    return fail();
  return true;
}
