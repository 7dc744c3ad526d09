import { DEFAULT_LEAD_COLUMNS } from '@/contracts/leads-vocabulary';
import type { ColumnChoice } from '@/ui/column-choice';

/** A catalogue's column choice (§9): its keys in order, default name/phone/email, kept under `storageKey`. */
export const leadColumnChoiceOf = (
  catalogue: readonly { key: string }[],
  storageKey: string,
): ColumnChoice<string> => ({
  columns: catalogue.map((c) => c.key),
  defaults: DEFAULT_LEAD_COLUMNS,
  storageKey,
});
