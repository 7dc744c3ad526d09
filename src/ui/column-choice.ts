/**
 * Which columns a list shows, the reader's choice kept in this browser's local storage (the archived
 * tasks, the companies and the potential customers). A stored value that does not read as a list of
 * known columns (old version, hand-edited, storage refused) gives the default; the order is always the
 * catalogue's.
 */
export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>;

export type ColumnChoice<C extends string> = {
  /** Every column, in the table's order. */
  columns: readonly C[];
  defaults: readonly C[];
  storageKey: string;
};

/** The browser's local storage, or nothing (tests, a worker, storage blocked). */
export const browserStore = (): KeyValueStore | undefined => {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
};

/** The stored choice, in the table's order; the default when nothing valid is stored. */
export function readColumnChoice<C extends string>(choice: ColumnChoice<C>, store: KeyValueStore | undefined): C[] {
  const fallback = () => choice.columns.filter((c) => choice.defaults.includes(c));
  try {
    const raw = store?.getItem(choice.storageKey);
    if (raw == null) return fallback();
    const parsed: unknown = JSON.parse(raw);
    const known = (v: unknown): v is C => (choice.columns as readonly unknown[]).includes(v);
    if (!Array.isArray(parsed) || !parsed.every(known)) return fallback();
    return choice.columns.filter((c) => parsed.includes(c));
  } catch {
    return fallback();
  }
}

/** Keeps the choice; a storage that refuses (private mode, quota) only loses it for the next visit. */
export function writeColumnChoice<C extends string>(
  choice: ColumnChoice<C>,
  store: KeyValueStore | undefined,
  visible: readonly C[],
): void {
  try {
    store?.setItem(choice.storageKey, JSON.stringify(choice.columns.filter((c) => visible.includes(c))));
  } catch {
    // Nothing to do: the table still shows the choice until the page is left.
  }
}

/** Shows or hides one column, keeping the catalogue's order. */
export function toggleColumnIn<C extends string>(columns: readonly C[], visible: readonly C[], column: C): C[] {
  const next = visible.includes(column) ? visible.filter((c) => c !== column) : [...visible, column];
  return columns.filter((c) => next.includes(c));
}
