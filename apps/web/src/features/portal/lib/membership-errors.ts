/** Why joining or changing a membership's plan was refused, as a key of `membership.joinErrors` (the API's reason or field error code). */
export function joinErrorKey(error: unknown): 'ALREADY_MEMBER' | 'PLAN_FULL' | 'taxIdentityRequired' | 'failed' {
  const errors = (error as { errors?: { extensions?: { reason?: unknown; fieldErrors?: { code?: unknown }[] } }[] } | null)?.errors ?? [];
  for (const { extensions } of errors) {
    if (extensions?.reason === 'ALREADY_MEMBER' || extensions?.reason === 'PLAN_FULL') return extensions.reason;
    if (extensions?.fieldErrors?.some((fieldError) => fieldError.code === 'taxIdentityRequired')) return 'taxIdentityRequired';
  }
  return 'failed';
}
