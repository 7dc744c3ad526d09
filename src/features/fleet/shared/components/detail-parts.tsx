import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { messageOf } from '@/ui/error-text';

// The read-only parts the fleet detail modals (fuel, maintenance, checklist history) draw the same way.

/** A labelled value; '—' when there is none. */
export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div">
        {children ?? '—'}
      </Text>
    </Stack>
  );
}

/** The loader while the record loads, and the error with "Thử lại" when it failed. */
export function DetailQueryState({
  query,
  open,
  loaderLabel,
  errorText,
}: {
  query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  /** Whether the modal is showing a record (the query is idle, hence pending, while it is not). */
  open: boolean;
  loaderLabel: string;
  errorText: string;
}) {
  return (
    <>
      {query.isPending && open && (
        <Group justify="center" p="xl">
          <Loader aria-label={loaderLabel} />
        </Group>
      )}
      {query.isError && (
        <Alert color="red" role="alert">
          <Group justify="space-between">
            <Text size="sm">{messageOf(query.error, errorText)}</Text>
            <Button size="xs" variant="white" color="red" onClick={() => void query.refetch()}>
              Thử lại
            </Button>
          </Group>
        </Alert>
      )}
    </>
  );
}
