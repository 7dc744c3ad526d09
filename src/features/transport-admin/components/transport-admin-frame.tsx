import { Alert, Anchor, Box, Code, Group, Stack, Text } from '@mantine/core';
import { IconExternalLink, IconInfoCircle } from '@tabler/icons-react';
import { TRANSPORT_ADMIN_PAGES, type TransportAdminSegment, transportAdminFrameUrl } from '@/contracts/settings';
import { ErrorState, LoadingState } from '@/ui/query-state';
import { useClientSettings } from '../api/get-settings';

export const NOT_CONFIGURED_TITLE = 'Chưa cấu hình trang quản trị vận tải';

/**
 * One page of the transport-admin area (spec 000 §2: "Ten pages only embed an external admin site
 * in a frame"). The site's address is the server's TRANSPORT_ADMIN_URL; without it the page says so.
 */
export function TransportAdminFrame({ segment }: { segment: TransportAdminSegment | '' }) {
  const settings = useClientSettings();
  if (settings.isPending) return <LoadingState />;
  if (settings.isError) {
    return <ErrorState error={settings.error} onRetry={() => void settings.refetch()} retrying={settings.isFetching} />;
  }
  const base = settings.data.transportAdminUrl;
  const label = TRANSPORT_ADMIN_PAGES.find((p) => p.segment === segment)?.label ?? 'Trang chủ';
  if (!base) {
    return (
      <Alert color="gray" variant="light" icon={<IconInfoCircle aria-hidden />} title={NOT_CONFIGURED_TITLE} maw={720}>
        <Stack gap="xs">
          <Text size="sm">
            Trang “{label}” hiển thị trang quản trị vận tải bên ngoài, nhưng máy chủ chưa được cấu hình địa chỉ của
            trang đó.
          </Text>
          <Text size="sm">
            Quản trị viên đặt biến môi trường <Code>TRANSPORT_ADMIN_URL</Code> (địa chỉ http(s) đầy đủ, ví dụ{' '}
            <Code>https://quantri.congty.vn</Code>) rồi khởi động lại máy chủ.
          </Text>
        </Stack>
      </Alert>
    );
  }
  const src = transportAdminFrameUrl(base, segment);
  return (
    <Stack gap="xs" h="calc(100dvh - 60px - 2 * var(--mantine-spacing-lg))">
      <Group justify="flex-end">
        <Anchor href={src} target="_blank" rel="noopener noreferrer" size="sm">
          <Group gap={4} wrap="nowrap">
            Mở trong tab mới <IconExternalLink size={14} aria-hidden />
          </Group>
        </Anchor>
      </Group>
      <Box
        component="iframe"
        src={src}
        title={`Quản trị vận tải — ${label}`}
        flex={1}
        w="100%"
        style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 'var(--mantine-radius-md)' }}
        // The external site runs its own scripts and login; popups for its downloads and print views.
        sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-downloads"
        referrerPolicy="strict-origin-when-cross-origin"
      />
    </Stack>
  );
}
