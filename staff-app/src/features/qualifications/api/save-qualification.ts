import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallableInput, callables } from '@groundtruth/domain/callable-registry';
import { callLazily } from '@groundtruth/platform/call-lazily';
import { qualificationsKeys } from '../qualifications-keys';

export type CreateQualificationInput = CallableInput<typeof callables.createQualification>;
export type UpdateQualificationInput = CallableInput<typeof callables.updateQualification>;

/** Create (no id yet) or Edit (the whole definition again, with its status). */
export type SaveQualificationInput =
  { create: CreateQualificationInput } | { update: UpdateQualificationInput };

export function saveQualification(input: SaveQualificationInput) {
  return 'create' in input
    ? callLazily((c) => c.createQualification, input.create)
    : callLazily((c) => c.updateQualification, input.update);
}

/** Create or Edit; the list and the edited answer key are read again afterwards. */
export function useSaveQualification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveQualification,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: qualificationsKeys.all }),
  });
}
