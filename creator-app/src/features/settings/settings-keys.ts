/** Query keys of Settings: the signed-in creator's name and profile. */
export const settingsKeys = {
  all: ['settings'] as const,
  details: () => [...settingsKeys.all, 'detail'] as const,
  detail: (userId: string) => [...settingsKeys.details(), userId] as const,
};
