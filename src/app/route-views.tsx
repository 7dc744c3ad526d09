import { Center, Stack, Text, Title } from '@mantine/core';
import { IconHome } from '@tabler/icons-react';
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { ErrorState } from '@/ui/query-state';
import { RouterButton } from '@/ui/router-link';

/** A loader or render error: the server's message and 'Thử lại' (reruns the loaders). */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  return (
    <Center p="md" mih={240}>
      <Stack maw={560} w="100%">
        <ErrorState
          error={error}
          onRetry={() => {
            reset();
            void router.invalidate();
          }}
        />
      </Stack>
    </Center>
  );
}

/** 404 outside the session's shell: the page's own main. */
export const NotFoundView = () => <NotFound inShell={false} />;
/** 404 inside the shell, which already holds the page's main. */
export const NotFoundInShell = () => <NotFound inShell />;

function NotFound({ inShell }: { inShell: boolean }) {
  return (
    <Center mih={inShell ? '50dvh' : '70dvh'} p="md" component={inShell ? 'section' : 'main'}>
      <Stack align="center" gap="md" maw={480} ta="center">
        <Text fz={64} fw={800} c="blue.8" lh={1}>
          404
        </Text>
        <Title order={inShell ? 2 : 1} size="h2">
          Không tìm thấy trang
        </Title>
        <Text c="dimmed">Đường dẫn không tồn tại hoặc đã được chuyển đi.</Text>
        <RouterButton to="/" size="md" leftSection={<IconHome size={18} aria-hidden />}>
          Về trang chủ
        </RouterButton>
      </Stack>
    </Center>
  );
}
