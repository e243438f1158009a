/**
 * Whether Auth refused an action code because it expired, was used already or never existed:
 * the person needs a new e-mail, not another try.
 */
export function isSpentCode(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'auth/expired-action-code' || code === 'auth/invalid-action-code';
}
