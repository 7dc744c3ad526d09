import { Box, Checkbox, Stack, Table, Text, Tooltip, UnstyledButton } from '@mantine/core';
import type { CSSProperties } from 'react';
import type { AttendanceMatrix, MatrixRow } from '@/contracts/attendance';
import { DAY_STATUS_LABELS } from '@/contracts/attendance-vocabulary';
import { blankCell, dayColumns, formatCong, HALF_ICON_LABELS, halfIcon } from '@/lib/attendance-calendar';
import { HalfMark } from '@/ui/half-day-mark';

const CHECK_W = 44;
const NAME_W = 200;
const SUNDAY_BG = 'var(--mantine-color-red-0)';

// The matrix scrolls sideways inside its own box; the checkbox and name columns stay put on the
// left and the total on the right, so a row can be read across a whole month.
const sticky = (side: 'left' | 'right', offset: number, head = false): CSSProperties => ({
  position: 'sticky',
  [side]: offset,
  zIndex: head ? 3 : 2,
  background: 'var(--mantine-color-body)',
});

export function MatrixTable({
  matrix,
  today,
  selected,
  onSelect,
  onOpenDay,
}: {
  matrix: AttendanceMatrix;
  /** `yyyy-MM-dd` in Vietnam: days after it are not absences yet. */
  today: string;
  selected: ReadonlySet<number>;
  onSelect: (userIds: number[], on: boolean) => void;
  onOpenDay: (row: MatrixRow, date: string) => void;
}) {
  const columns = dayColumns(matrix.month, matrix.daysInMonth);
  const ids = matrix.rows.map((r) => r.userId);
  const all = ids.length > 0 && ids.every((id) => selected.has(id));
  const some = ids.some((id) => selected.has(id));
  return (
    <Box style={{ overflowX: 'auto', maxWidth: '100%' }} data-testid="attendance-matrix">
      <Table
        withTableBorder
        withColumnBorders
        highlightOnHover
        style={{ minWidth: CHECK_W + NAME_W + 90 + columns.length * 46 }}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th style={{ ...sticky('left', 0, true), width: CHECK_W }}>
              <Checkbox
                aria-label="Chọn tất cả nhân viên"
                checked={all}
                indeterminate={some && !all}
                onChange={(e) => onSelect(ids, e.currentTarget.checked)}
              />
            </Table.Th>
            <Table.Th style={{ ...sticky('left', CHECK_W, true), minWidth: NAME_W }}>Nhân viên</Table.Th>
            {columns.map((c) => (
              <Table.Th
                key={c.day}
                ta="center"
                px={2}
                style={{ minWidth: 46, background: c.sunday ? SUNDAY_BG : undefined }}
              >
                <Stack gap={0} align="center">
                  <Text size="xs" fw={700}>
                    {c.day}
                  </Text>
                  <Text size="xs" c={c.sunday ? 'red.7' : 'dimmed'}>
                    {c.weekday}
                  </Text>
                </Stack>
              </Table.Th>
            ))}
            <Table.Th ta="right" style={{ ...sticky('right', 0, true), minWidth: 90 }}>
              Tổng công
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {matrix.rows.map((row) => (
            <Table.Tr key={row.userId} data-testid={`matrix-row-${row.tenDangNhap}`}>
              <Table.Td style={sticky('left', 0)}>
                <Checkbox
                  aria-label={`Chọn ${row.hoTen}`}
                  checked={selected.has(row.userId)}
                  onChange={(e) => onSelect([row.userId], e.currentTarget.checked)}
                />
              </Table.Td>
              <Table.Td style={sticky('left', CHECK_W)}>
                <Text size="sm" fw={600} lineClamp={1}>
                  {row.hoTen}
                </Text>
                <Text size="xs" c="dimmed" lineClamp={1}>
                  {row.tenDangNhap}
                  {row.phongBan ? ` · ${row.phongBan}` : ''}
                </Text>
              </Table.Td>
              {row.daily.map((d) => {
                const col = columns[d.day - 1];
                const am = halfIcon(d, 'am');
                const pm = halfIcon(d, 'pm');
                const blank = col ? blankCell(d, col.date, d.sunday, today) : false;
                const label = blank
                  ? `${row.hoTen}, ngày ${d.day}: không có chấm công`
                  : `${row.hoTen}, ngày ${d.day}: ${DAY_STATUS_LABELS[d.status]} (sáng ${HALF_ICON_LABELS[am]}, chiều ${HALF_ICON_LABELS[pm]}), ${formatCong(d.soCong)} công`;
                return (
                  <Table.Td key={d.day} p={0} style={{ background: d.sunday ? SUNDAY_BG : undefined }}>
                    <Tooltip label={label} openDelay={400} withinPortal>
                      <UnstyledButton
                        aria-label={label}
                        onClick={() => col && onOpenDay(row, col.date)}
                        w="100%"
                        h={40}
                        style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2 }}
                      >
                        {blank ? (
                          <Text component="span" size="xs" c="dimmed" aria-hidden>
                            ·
                          </Text>
                        ) : (
                          <>
                            <HalfMark icon={am} />
                            <HalfMark icon={pm} />
                          </>
                        )}
                        {d.dieuChinh && (
                          <Text component="span" size="10px" c="violet.7" fw={700} aria-hidden>
                            *
                          </Text>
                        )}
                      </UnstyledButton>
                    </Tooltip>
                  </Table.Td>
                );
              })}
              <Table.Td ta="right" fw={700} style={sticky('right', 0)} data-testid="matrix-total">
                {formatCong(row.totalCong)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Box>
  );
}
