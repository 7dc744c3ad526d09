import { Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHome, IconLock } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { isForbidden } from '@/lib/client-error';

export { isForbidden };

export const NO_PERMISSION_TITLE = 'Bạn không có quyền truy cập';
export const NO_PERMISSION_TEXT =
  'Tài khoản của bạn chưa được cấp quyền xem nội dung này. Hãy liên hệ quản trị viên nếu bạn cần quyền.';
export const NO_PERMISSION_HOME = 'Về trang Tổng quan';

/**
 * The one "no permission" state of the console (issue 13): a screen opened without its permission,
 * or a part of a screen the server refused. No actions and no 'Thử lại' — only the way home.
 * `inline` is the smaller form inside a screen (a table, a card).
 */
export function NoPermissionState({ inline = false }: { inline?: boolean }) {
  return (
    <Center mih={inline ? undefined : 320} py={inline ? 'sm' : 'xl'} px="md">
      <Stack align="center" gap="sm" maw={480} ta="center" role="status">
        <ThemeIcon size={inline ? 36 : 56} radius="xl" variant="light" color="gray">
          <IconLock size={inline ? 20 : 30} aria-hidden />
        </ThemeIcon>
        <Title order={2} size={inline ? 'h5' : 'h3'}>
          {NO_PERMISSION_TITLE}
        </Title>
        <Text c="dimmed" size="sm">
          {NO_PERMISSION_TEXT}
        </Text>
        {!inline && (
          <Button component={Link} to="/" variant="light" leftSection={<IconHome size={18} aria-hidden />}>
            {NO_PERMISSION_HOME}
          </Button>
        )}
      </Stack>
    </Center>
  );
}
