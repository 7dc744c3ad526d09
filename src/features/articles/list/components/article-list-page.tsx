import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Chip,
  CloseButton,
  Group,
  Select,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { IconFilter, IconPencil, IconPlus, IconRefresh, IconSearch } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useEffect, useMemo, useState } from 'react';
import type { ArticleListItem } from '@/contracts/articles';
import {
  ARTICLE_LIMITS,
  ARTICLE_STEP_PILLS,
  ARTICLE_STEPS,
  type ArticleStep,
  ARTICLE_MESSAGES as M,
  WIZARD_STEP_OF,
} from '@/contracts/articles-vocabulary';
import { formatDateTime } from '@/lib/format';
import { DataTable, type DataTableColumn } from '@/ui/data-table';
import { failureText } from '@/ui/notify';
import { PageHeader } from '@/ui/page-header';
import { RouterActionIcon } from '@/ui/router-link';
import { StepProgress } from '../../shared/components/step-progress';
import { siteName } from '../../shared/model/site-name';
import { useWpSiteOptions } from '../../websites/api/wp-sites';
import { siteOptions } from '../../websites/model/site-label';
import { useArticleList } from '../api/query-articles';
import type { ArticleListSearch } from '../model/search';

const ALL = 'ALL';

function ContinueButton({ article }: { article: ArticleListItem }) {
  const pushed = article.step === 'PUSHED';
  const label = `Viết tiếp bài #${article.id}`;
  if (pushed)
    return (
      <Tooltip label={M.pushedTooltip} withArrow>
        {/* A disabled button gets no pointer events: the wrapper carries the tooltip. */}
        <span>
          <ActionIcon variant="light" disabled aria-label={`${label}: ${M.pushedTooltip}`}>
            <IconPencil size={18} aria-hidden />
          </ActionIcon>
        </span>
      </Tooltip>
    );
  return (
    <Tooltip label="Viết tiếp" withArrow>
      <RouterActionIcon
        variant="light"
        to="/ai-writer/$id"
        params={{ id: article.id }}
        search={{ step: WIZARD_STEP_OF[article.step] }}
        aria-label={label}
      >
        <IconPencil size={18} aria-hidden />
      </RouterActionIcon>
    </Tooltip>
  );
}

/**
 * /article-list (spec 001 §2): keyword (Enter), site, step pills, filter and reset; the table with
 * title or "[No title]", keyword and slug chips, site, progress, last change and "continue".
 */
export function ArticleListPage({
  search,
  onSearch,
}: {
  search: ArticleListSearch;
  onSearch: (next: Partial<ArticleListSearch>) => void;
}) {
  const list = useArticleList(search);
  const sites = useWpSiteOptions();
  const [keyword, setKeyword] = useState(search.keyword ?? '');
  useEffect(() => setKeyword(search.keyword ?? ''), [search.keyword]);

  const apply = (next: Partial<ArticleListSearch>) => onSearch({ ...search, ...next, page: 0 });
  const applyKeyword = (value = keyword) => apply({ keyword: value.trim() || undefined });
  const reset = () => {
    setKeyword('');
    onSearch({ page: 0, size: search.size });
  };

  const columns = useMemo<DataTableColumn<ArticleListItem>[]>(
    () => [
      { key: 'id', header: 'ID', width: 64, render: (a) => a.id },
      {
        key: 'title',
        header: 'Tiêu đề',
        render: (a) => (
          <Stack gap={4}>
            <Text size="sm" fw={600} c={a.title ? undefined : 'dimmed'} lineClamp={2}>
              {a.title || M.noTitle}
            </Text>
            <Group gap={4}>
              <Badge variant="outline" color="blue" size="sm" tt="none" title="Từ khóa chính">
                {a.mainKeyword}
              </Badge>
              {a.slug && (
                <Badge variant="outline" color="gray" size="sm" tt="none" title="Slug">
                  /{a.slug}
                </Badge>
              )}
            </Group>
          </Stack>
        ),
      },
      { key: 'site', header: 'Website', render: (a) => siteName(sites.data, a.selectedSiteId) },
      { key: 'progress', header: 'Tiến độ', width: 150, render: (a) => <StepProgress step={a.step} /> },
      { key: 'updatedAt', header: 'Cập nhật', width: 140, render: (a) => formatDateTime(a.updatedAt) },
      { key: 'actions', header: '', width: 56, align: 'right', render: (a) => <ContinueButton article={a} /> },
    ],
    [sites.data],
  );

  const data = list.data;
  return (
    <Stack gap="md">
      <PageHeader
        title="Danh sách bài viết"
        crumb="Bài viết"
        actions={
          <Button component={Link} to="/ai-writer" leftSection={<IconPlus size={18} aria-hidden />}>
            Tạo bài mới
          </Button>
        }
      />
      <Card withBorder radius="md" padding="md">
        <Stack gap="sm">
          <Group gap="sm" align="flex-end" wrap="wrap">
            <TextInput
              label="Từ khóa"
              placeholder="Tiêu đề, từ khóa chính, slug… (Enter để tìm)"
              leftSection={<IconSearch size={16} aria-hidden />}
              value={keyword}
              onChange={(e) => setKeyword(e.currentTarget.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') applyKeyword();
              }}
              rightSection={
                keyword ? (
                  <CloseButton
                    aria-label="Xóa từ khóa"
                    size="sm"
                    onClick={() => {
                      setKeyword('');
                      applyKeyword('');
                    }}
                  />
                ) : null
              }
              style={{ flex: '1 1 260px' }}
            />
            <Select
              label="Website"
              data={[{ value: ALL, label: 'Tất cả website' }, ...siteOptions(sites.data ?? [])]}
              value={search.siteId ? String(search.siteId) : ALL}
              onChange={(v) => apply({ siteId: v && v !== ALL ? Number(v) : undefined })}
              allowDeselect={false}
              searchable
              style={{ flex: '1 1 240px' }}
            />
            <Group gap="sm">
              <Button leftSection={<IconFilter size={16} aria-hidden />} onClick={() => applyKeyword()}>
                Lọc
              </Button>
              <Button variant="default" leftSection={<IconRefresh size={16} aria-hidden />} onClick={reset}>
                Đặt lại
              </Button>
            </Group>
          </Group>
          <Chip.Group
            value={search.step ?? ALL}
            onChange={(v) => apply({ step: v === ALL ? undefined : (v as ArticleStep) })}
          >
            <Group gap={6} role="group" aria-label="Lọc theo bước">
              <Chip value={ALL} size="sm">
                All
              </Chip>
              {ARTICLE_STEPS.map((s) => (
                <Chip key={s} value={s} size="sm">
                  {ARTICLE_STEP_PILLS[s]}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </Stack>
      </Card>
      {list.isError && data && (
        <Text c="red" size="sm" role="alert">
          {failureText(list.error, 'Không tải được danh sách bài viết.')}
        </Text>
      )}
      <DataTable
        label="Danh sách bài viết"
        columns={columns}
        rows={data?.content}
        rowKey={(a) => a.id}
        loading={list.isFetching}
        error={list.isError && !data ? list.error : undefined}
        errorText="Không tải được danh sách bài viết."
        onRetry={() => void list.refetch()}
        emptyText="Chưa có bài viết nào."
        page={search.page}
        pageSize={search.size}
        totalElements={data?.totalElements ?? 0}
        totalPages={data?.totalPages}
        pageSizes={[...ARTICLE_LIMITS.listSizes]}
        onPageChange={(page) => onSearch({ ...search, page })}
        onPageSizeChange={(size, page) => onSearch({ ...search, size, page })}
        minWidth={760}
      />
    </Stack>
  );
}
