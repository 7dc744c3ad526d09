import { Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorState, LoadingState } from '@/ui/query-state';

/** Cached data first (offline after one visit); the error with 'Thử lại' only when there is none. */
export function Loaded<T>({
  query,
  errorTitle,
  children,
}: {
  query: UseQueryResult<T>;
  errorTitle: string;
  children: (data: T) => ReactNode;
}) {
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isError) {
    return (
      <ErrorState
        title={errorTitle}
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  return <LoadingState />;
}

export const Empty = ({ children }: { children: ReactNode }) => (
  <Text c="dimmed" ta="center" py="lg">
    {children}
  </Text>
);
