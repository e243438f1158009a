import { useQuery } from '@tanstack/react-query';
import { qualificationGrantSchema } from '@groundtruth/domain/qualifications';
import { qualificationQueries } from '@groundtruth/domain/qualification-queries';
import { firestore } from '@groundtruth/firebase-web/firestore';
import { fetchPage } from '@groundtruth/platform/firestore-queries';
import { usersKeys } from '../users-keys';

/** A creator's grants, the latest change first (one bounded page). */
export async function getUserGrants(userId: string) {
  const page = await fetchPage(
    await firestore(),
    qualificationQueries.grantsOfUser(userId),
    qualificationGrantSchema,
  );
  return page.items;
}

/** The grants on a user card (read once the card's qualifications are opened). */
export function useUserGrants(userId: string) {
  return useQuery({
    queryKey: usersKeys.grants(userId),
    queryFn: () => getUserGrants(userId),
  });
}
