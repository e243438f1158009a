import { queryOptions, useQuery } from '@tanstack/react-query';
import { organizationSchema } from '@groundtruth/domain/organizations';
import { screenQueries } from '@groundtruth/domain/queries';
import { firestore } from '@groundtruth/firebase-web/firestore';
import { fetchPage } from '@groundtruth/platform/firestore-queries';
import { usersKeys } from '../users-keys';

/** An organisation Invite customer offers. */
export interface OrganizationChoice {
  id: string;
  name: string;
}

/** The organisations to invite into, by name (one bounded read). */
export async function getOrganizationChoices(): Promise<OrganizationChoice[]> {
  const page = await fetchPage(
    await firestore(),
    screenQueries.organizationChoices(),
    organizationSchema,
  );
  return page.items.map(({ id, name }) => ({ id, name }));
}

export const organizationChoicesQuery = () =>
  queryOptions({ queryKey: usersKeys.organizationChoices(), queryFn: getOrganizationChoices });

/** Invite customer's organisation select; read when the dialog opens. */
export function useOrganizationChoices() {
  return useQuery(organizationChoicesQuery());
}
