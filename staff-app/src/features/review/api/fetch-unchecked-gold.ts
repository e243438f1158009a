import { submissionSchema } from '@groundtruth/domain/entities';
import { timestampsFromWire } from '@groundtruth/domain/wire-timestamps';
import { Timestamp } from '@groundtruth/firebase-web/firestore-sdk';
import { readLazily } from '@groundtruth/platform/call-lazily';

/**
 * The gold items a pending queue of `workCount` items mixes in for the signed-in reviewer, as
 * reviewQueueGold hands them out (no client reads gold_items itself): each a submission with its
 * id, its timestamps made the SDK's again.
 */
export async function fetchUncheckedGold(workCount: number) {
  const { items } = await readLazily('reviewQueueGold', { workCount });
  return items.map((item) => {
    const data = timestampsFromWire(item, (millis) => Timestamp.fromMillis(millis));
    return { ...submissionSchema.parse(data), id: String(item.id) };
  });
}
