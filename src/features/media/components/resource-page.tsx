import { Card, Stack } from '@mantine/core';
import { PageHeader } from '@/ui/page-header';
import { MediaBrowser } from './media-browser';

/** "Quản lý tài nguyên" (spec 001): the library's folders on the left, their files on the right. */
export function ResourcePage() {
  return (
    <Stack gap="md" p={{ base: 'sm', md: 'lg' }}>
      <PageHeader title="Quản lý tài nguyên" />
      <Card withBorder radius="md" p="md">
        <MediaBrowser layout="page" />
      </Card>
    </Stack>
  );
}
