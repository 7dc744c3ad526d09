import { Button, Group, Menu, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconChevronDown, IconFileSpreadsheet } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { EXPORT_MESSAGES, LEAD_EXPORT } from '@/contracts/leads-vocabulary';
import { type ExcelColumn, saveExcelFile } from '@/lib/excel';
import { notifySuccess } from '@/ui/notify';
import { buildExport, ExportRefused, type ExportScope, fetchAllRows, type PageFetcher } from '../model/export-leads';

/**
 * "Xuất Excel" of a lead list: the page on screen, or all rows of the filter (pages of 1000, the
 * progress on the button). The chosen columns are the ones the table shows.
 */
export function LeadExportButton<T>({
  columns,
  pageRows,
  fetchPage,
  fileBases,
}: {
  columns: readonly ExcelColumn<T>[];
  pageRows: readonly T[] | undefined;
  fetchPage: PageFetcher<T>;
  fileBases: { page: string; all: string };
}) {
  const [progress, setProgress] = useState<string | null>(null);
  const running = useRef(false);

  const run = async (scope: ExportScope) => {
    if (running.current) return;
    running.current = true;
    try {
      if (columns.length === 0) throw new ExportRefused(EXPORT_MESSAGES.noColumns);
      let rows: readonly T[] = pageRows ?? [];
      if (scope === 'all') {
        setProgress(EXPORT_MESSAGES.progress(0, 0));
        rows = await fetchAllRows(fetchPage, (done, total) => setProgress(EXPORT_MESSAGES.progress(done, total)));
      }
      const { fileName, data } = buildExport(columns, rows, scope === 'all' ? fileBases.all : fileBases.page);
      await saveExcelFile(fileName, data, { sheet: LEAD_EXPORT.sheet, columns: [...columns] });
      notifySuccess(EXPORT_MESSAGES.exported(rows.length, fileName));
    } catch (error) {
      if (error instanceof ExportRefused) {
        notifications.show({ color: 'yellow', message: error.message, autoClose: 3000 });
      } else {
        console.error('Xuất Excel thất bại', error);
        notifications.show({ color: 'red', message: EXPORT_MESSAGES.failed, autoClose: 3000 });
      }
    } finally {
      running.current = false;
      setProgress(null);
    }
  };

  return (
    <Group gap="xs" wrap="nowrap">
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button
            variant="default"
            loading={progress !== null}
            leftSection={<IconFileSpreadsheet size={18} aria-hidden />}
            rightSection={<IconChevronDown size={16} aria-hidden />}
          >
            Xuất Excel
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={() => void run('page')}>Xuất trang hiện tại</Menu.Item>
          <Menu.Item onClick={() => void run('all')}>Xuất tất cả</Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {progress !== null && (
        <Text size="xs" c="dimmed" role="status" aria-live="polite">
          {progress}
        </Text>
      )}
    </Group>
  );
}
