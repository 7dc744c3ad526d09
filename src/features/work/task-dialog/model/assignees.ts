/**
 * On task edit the assignees are diffed against the list the dialog opened with and each change is
 * sent on its own (spec 002 §4.1: POST /api/tasks/{id}/users, DELETE …/users/{userId}).
 */
export interface AssigneeDiff {
  added: number[];
  removed: number[];
}

/** Who to add and who to remove, each once, in the order they appear; nothing when the sets match. */
export function diffAssignees(before: readonly number[], after: readonly number[]): AssigneeDiff {
  const was = new Set(before);
  const now = new Set(after);
  return {
    added: [...now].filter((id) => !was.has(id)),
    removed: [...was].filter((id) => !now.has(id)),
  };
}
