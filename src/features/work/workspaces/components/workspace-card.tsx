import { Box, Card, Group, Menu, Stack, Text, Tooltip } from '@mantine/core';
import { IconCopy, IconLayoutKanban, IconPencil, IconTrash, IconUsers } from '@tabler/icons-react';
import type { Workspace } from '@/contracts/work';
import { formatDate } from '@/lib/format';
import { AuthImage } from '@/ui/auth-file';
import { DotsMenu } from '@/ui/dots-menu';
import { RouterAnchor } from '@/ui/router-link';
import { UserAvatar } from '@/ui/user-avatar';

export type WorkspaceAction = 'edit' | 'template' | 'delete';

const COVER_HEIGHT = 120;

/** A cover without an image: a soft gradient picked from the title, with the board icon. */
function CoverPlaceholder({ title }: { title: string }) {
  let hash = 0;
  for (const ch of title) hash = (hash * 31 + (ch.codePointAt(0) ?? 0)) >>> 0;
  const hue = hash % 360;
  return (
    <Box
      h={COVER_HEIGHT}
      aria-hidden
      style={{
        background: `linear-gradient(135deg, hsl(${hue} 70% 88%), hsl(${(hue + 40) % 360} 65% 76%))`,
        display: 'grid',
        placeItems: 'center',
      }}
    >
      <IconLayoutKanban size={40} stroke={1.5} color={`hsl(${hue} 45% 35%)`} />
    </Box>
  );
}

/** One workspace: cover, title linking to its board, description, author, managers, created date (spec 002 §2.2). */
export function WorkspaceCard({
  workspace,
  canTemplate,
  onAction,
}: {
  workspace: Workspace;
  /** May create workspaces (a copy is one). */
  canTemplate: boolean;
  onAction: (a: WorkspaceAction) => void;
}) {
  const w = workspace;
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={w.tieuDe}>
      <Card.Section>
        {w.avatar ? (
          <AuthImage src={w.avatar} alt="" h={COVER_HEIGHT} fit="cover" placeholderHeight={COVER_HEIGHT} />
        ) : (
          <CoverPlaceholder title={w.tieuDe} />
        )}
      </Card.Section>
      <Stack gap="xs" mt="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <RouterAnchor
            to="/bang-phan-chia-cong-viec/$id"
            params={{ id: w.id }}
            fw={700}
            size="lg"
            lineClamp={2}
            style={{ wordBreak: 'break-word' }}
          >
            {w.tieuDe}
          </RouterAnchor>
          {w.canEdit && (
            <DotsMenu label={`Thao tác với ${w.tieuDe}`}>
              <Menu.Item leftSection={<IconPencil size={16} aria-hidden />} onClick={() => onAction('edit')}>
                Chỉnh sửa
              </Menu.Item>
              {canTemplate && (
                <Menu.Item leftSection={<IconCopy size={16} aria-hidden />} onClick={() => onAction('template')}>
                  Dùng làm mẫu
                </Menu.Item>
              )}
              <Menu.Item
                color="red"
                leftSection={<IconTrash size={16} aria-hidden />}
                onClick={() => onAction('delete')}
              >
                Xóa
              </Menu.Item>
            </DotsMenu>
          )}
        </Group>
        <Text size="sm" c="dimmed" lineClamp={3} mih={20}>
          {w.moTa || 'Chưa có mô tả.'}
        </Text>
        <Group justify="space-between" gap="xs" mt={4}>
          <Tooltip label={`Người tạo: ${w.author.hoTen}`} withArrow>
            <Group gap={6} wrap="nowrap">
              <UserAvatar url={w.author.avatarUrl} name={w.author.hoTen} size="sm" radius="xl" />
              <Text size="sm" lineClamp={1}>
                {w.author.hoTen}
              </Text>
            </Group>
          </Tooltip>
          <Group gap={4} wrap="nowrap" aria-label={`${w.managers.length} người quản lý`}>
            <IconUsers size={16} aria-hidden />
            <Text size="sm">{w.managers.length} quản lý</Text>
          </Group>
        </Group>
        <Text size="xs" c="dimmed">
          Ngày tạo: {formatDate(w.ngayTao)}
        </Text>
      </Stack>
    </Card>
  );
}
