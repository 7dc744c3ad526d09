import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { lazy, type ReactNode, Suspense } from 'react';
import { errorMessage, isForbidden } from '@/lib/client-error';

// Every screen draws its error state; few ever draw a refusal (drivers never): load it when one comes.
const NoPermissionState = lazy(() => import('./no-permission').then((m) => ({ default: m.NoPermissionState })));

export { LoadingState } from './loading-state';

export function ErrorState({
  error,
  onRetry,
  title = 'Không tải được dữ liệu',
  retrying = false,
}: {
  error: unknown;
  onRetry?: () => void;
  title?: string;
  retrying?: boolean;
}) {
  // A refusal is not a failure to retry: the one no-permission state instead.
  if (isForbidden(error)) {
    return (
      <Suspense fallback={null}>
        <NoPermissionState inline />
      </Suspense>
    );
  }
  return (
    <Alert color="red" variant="light" title={title} icon={<IconAlertTriangle aria-hidden />} role="alert">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{errorMessage(error)}</Text>
        {onRetry && (
          <Button
            variant="white"
            color="red"
            leftSection={<IconRefresh size={18} aria-hidden />}
            onClick={onRetry}
            loading={retrying}
          >
            Thử lại
          </Button>
        )}
      </Stack>
    </Alert>
  );
}

/** A load failure said in the screen's own words (a dashboard's banner text), with "Thử lại" beside it. */
export function RetryAlert({ title, text, onRetry }: { title?: string; text: string; onRetry: () => void }) {
  return (
    <Alert color="red" variant="light" title={title} icon={<IconAlertTriangle aria-hidden />} role="alert">
      <Group justify="space-between" gap="sm">
        <Text size="sm">{text}</Text>
        <Button
          size="xs"
          variant="white"
          color="red"
          leftSection={<IconRefresh size={16} aria-hidden />}
          onClick={onRetry}
        >
          Thử lại
        </Button>
      </Group>
    </Alert>
  );
}

export function EmptyView({ title, description, action }: { title: string; description?: string; action?: ReactNode }) {
  return (
    <Stack align="center" gap="xs" py="xl">
      <Text fw={600}>{title}</Text>
      {description && (
        <Text c="dimmed" size="sm" ta="center">
          {description}
        </Text>
      )}
      {action}
    </Stack>
  );
}
