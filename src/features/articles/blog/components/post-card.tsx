import { Anchor, Badge, Card, Group, Image, Stack, Text } from '@mantine/core';
import { IconExternalLink, IconPencil, IconPhotoOff, IconSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { seoScoreColor } from '@/contracts/articles-vocabulary';
import type { WpPost } from '@/contracts/wp-sites';
import { formatDate } from '@/lib/format';
import { RouterButton } from '@/ui/router-link';
import { indexCheckUrl, POST_STATUS_VIEW, plainText } from '../model/blog-search';

/**
 * One post of the blog view (§2): image, title linking to the post, main keyword, date, status and
 * SEO score, "Kiểm tra index" and the edit button. `extraActions` is where the marketing issue
 * puts its "Chia sẻ Facebook" button (it is not faked here).
 */
export function PostCard({ post, extraActions }: { post: WpPost; extraActions?: ReactNode }) {
  const title = plainText(post.title.rendered) || '(Không có tiêu đề)';
  const status = POST_STATUS_VIEW[post.status] ?? { label: post.status, color: 'gray' };
  const score = post.meta.rank_math_seo_score;
  const keyword = post.meta.rank_math_focus_keyword?.split(',')[0]?.trim();
  return (
    <Card withBorder radius="md" padding="sm" component="article" aria-label={title}>
      <Card.Section>
        {post.featuredImageUrl ? (
          <Image src={post.featuredImageUrl} alt="" h={150} fit="cover" loading="lazy" />
        ) : (
          <Stack h={150} bg="gray.1" align="center" justify="center" c="dimmed">
            <IconPhotoOff size={28} aria-hidden />
          </Stack>
        )}
      </Card.Section>
      <Stack gap={6} mt="sm" style={{ flex: 1 }}>
        <Group gap={6}>
          <Badge color={status.color} variant="light">
            {status.label}
          </Badge>
          {score === undefined ? (
            <Badge color="gray" variant="outline">
              SEO: —
            </Badge>
          ) : (
            <Badge color={seoScoreColor(score)} variant="filled" aria-label={`Điểm SEO ${score}`}>
              SEO {score}
            </Badge>
          )}
        </Group>
        <Anchor href={post.link} target="_blank" rel="noopener noreferrer" fw={600} lineClamp={2} c="dark">
          {title}
        </Anchor>
        <Text size="sm" c="dimmed" lineClamp={1}>
          Từ khóa chính: {keyword || '—'}
        </Text>
        <Text size="xs" c="dimmed">
          {formatDate(post.date)} · {post.siteName}
        </Text>
      </Stack>
      <Group gap="xs" mt="sm" justify="space-between">
        <Anchor href={indexCheckUrl(post.link)} target="_blank" rel="noopener noreferrer" size="sm">
          <Group gap={4} wrap="nowrap" component="span">
            <IconSearch size={14} aria-hidden />
            Kiểm tra index
            <IconExternalLink size={12} aria-hidden />
          </Group>
        </Anchor>
        <Group gap="xs">
          {extraActions}
          <RouterButton
            to="/edit-article/$id/$wpSiteId"
            params={{ id: post.id, wpSiteId: post.siteId }}
            size="xs"
            variant="light"
            leftSection={<IconPencil size={14} aria-hidden />}
            aria-label={`Sửa bài ${title}`}
          >
            Sửa
          </RouterButton>
        </Group>
      </Group>
    </Card>
  );
}
