import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';

// The searchable fleet lists keep `q` in the URL: the box is debounced 300 ms and a new text goes back to page 0.
export function useSearchText(
  q: string | undefined,
  onSearch: (s: { q?: string; page: number }) => void,
  { trim = true }: { trim?: boolean } = {},
) {
  const [text, setText] = useState(q ?? '');
  const [debounced] = useDebouncedValue(trim ? text.trim() : text, 300);
  useEffect(() => {
    if ((debounced || undefined) !== q) onSearch({ q: debounced || undefined, page: 0 });
  }, [debounced, q, onSearch]);
  return [text, setText] as const;
}
