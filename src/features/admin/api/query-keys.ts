/** Keys of the admin screens; a saved user invalidates `users`, a saved reference row its own list and the lookups. */
export const adminKeys = {
  all: ['admin'] as const,
  users: () => [...adminKeys.all, 'users'] as const,
  userList: (params: { keyword?: string; page: number }) => [...adminKeys.users(), 'list', params] as const,
  user: (id: number) => [...adminKeys.users(), 'one', id] as const,
  matrix: (id: number) => [...adminKeys.users(), 'matrix', id] as const,
  reference: (resource: string) => [...adminKeys.all, 'reference', resource] as const,
  referenceList: (resource: string, params: { keyword?: string; page: number }) =>
    [...adminKeys.reference(resource), 'list', params] as const,
  /** The big unpaged lists the forms pick from (spec 000 §7: 1000 rows, permissions 2000). */
  lookup: (resource: string) => [...adminKeys.reference(resource), 'lookup'] as const,
};
