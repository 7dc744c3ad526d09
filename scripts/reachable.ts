/** Every id reachable from the roots by following next(id): a chunk's or a module's import closure. */
export function reachable(roots: Iterable<string>, next: (id: string) => readonly string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    queue.push(...next(id));
  }
  return seen;
}
