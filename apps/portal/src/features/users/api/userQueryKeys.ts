/** The users feature's react-query keys in one place, so a write invalidates exactly what it changed. */
export const userQueryKeys = {
  /** Every users query. */
  all: ['users'] as const,
  /** The users of an organization. */
  list: (organizationId: number | null) => ['users', organizationId] as const,
};
