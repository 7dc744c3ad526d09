import { ActionIcon, TextInput } from '@mantine/core';
import { IconSearch, IconX } from '@tabler/icons-react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback, useEffect, useState } from 'react';
import { type ListSearch, listSearch } from '../model/reference-form';

/**
 * The admin lists keep page and keyword in the URL (a reload or a shared link shows the same rows);
 * the route validates them with `listSearch`.
 */
export function useListSearch(): [ListSearch, (patch: Partial<ListSearch>) => void] {
  const raw = useSearch({ strict: false });
  const search = listSearch.parse(raw);
  const navigate = useNavigate();
  const update = useCallback(
    (patch: Partial<ListSearch>) =>
      void navigate({ to: '.', search: (prev: Record<string, unknown>) => ({ ...prev, ...patch }), replace: true }),
    [navigate],
  );
  return [search, update];
}

/** Search on Enter (spec 000 §2 user list), not on every key: the list is server-side. */
export function SearchBox({
  value,
  onSearch,
  placeholder,
  label,
}: {
  value: string | undefined;
  onSearch: (keyword: string | undefined) => void;
  placeholder: string;
  label: string;
}) {
  const [text, setText] = useState(value ?? '');
  useEffect(() => setText(value ?? ''), [value]);
  return (
    <TextInput
      aria-label={label}
      placeholder={placeholder}
      value={text}
      onChange={(e) => setText(e.currentTarget.value)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') onSearch(text.trim() || undefined);
      }}
      leftSection={<IconSearch size={16} aria-hidden />}
      rightSection={
        text ? (
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label="Xóa từ khóa"
            onClick={() => {
              setText('');
              onSearch(undefined);
            }}
          >
            <IconX size={16} aria-hidden />
          </ActionIcon>
        ) : null
      }
      w={{ base: '100%', sm: 320 }}
    />
  );
}
