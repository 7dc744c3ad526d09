import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { pageJumpInvalid, parsePageJump } from './paging';

/** A page-number box with "Đi tới trang" (§5: an integer from 1 to the page count, else the message). */
export function PageJump({ totalPages, onJump }: { totalPages: number; onJump: (page: number) => void }) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const jump = () => {
    const page = parsePageJump(value, totalPages);
    if (page === null) {
      setError(pageJumpInvalid(totalPages));
      return;
    }
    setError(null);
    onJump(page);
  };
  return (
    <Stack gap={4} align="flex-end">
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <TextInput
          aria-label="Đến trang"
          placeholder="Trang"
          inputMode="numeric"
          w={90}
          value={value}
          onChange={(e) => {
            setValue(e.currentTarget.value);
            setError(null);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') jump();
          }}
          error={Boolean(error)}
        />
        <Button variant="default" onClick={jump}>
          Đi tới trang
        </Button>
      </Group>
      {error && (
        <Text size="xs" c="red" role="alert" maw={260} ta="right">
          {error}
        </Text>
      )}
    </Stack>
  );
}
