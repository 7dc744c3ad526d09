import { Checkbox, Table, Text, Tooltip } from '@mantine/core';
import type { PermissionMatrix } from '@/contracts/admin';
import { buildMatrixGrid, type MatrixGrid, setCell, setRow } from '../model/matrix';

type Lists = Parameters<typeof buildMatrixGrid>;

/**
 * The matrix of the Edit User form: modules down, actions across. A checkbox exists for every
 * cell but only the pairs of the permission list can be ticked (spec 000 §5); the row's first
 * checkbox ticks or clears all of that module's enabled cells.
 */
export function PermissionMatrixGrid({
  functions,
  actions,
  pairs,
  value,
  onChange,
  readOnly = false,
}: {
  functions: Lists[0];
  actions: Lists[1];
  pairs: Lists[2];
  value: PermissionMatrix;
  onChange: (next: PermissionMatrix) => void;
  readOnly?: boolean;
}) {
  const grid: MatrixGrid = buildMatrixGrid(functions, actions, pairs, value);
  const codes = grid.columns.map((c) => c.action);

  return (
    <Table.ScrollContainer minWidth={560} maxHeight={360} type="native">
      <Table stickyHeader withTableBorder withColumnBorders verticalSpacing={6} aria-label="Ma trận phân quyền">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Chức năng</Table.Th>
            {grid.columns.map((c) => (
              <Table.Th key={c.action} ta="center">
                <Tooltip label={c.action}>
                  <Text size="xs" fw={700} span>
                    {c.name}
                  </Text>
                </Tooltip>
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {grid.rows.map((row) => {
            const enabled = row.cells.filter((c) => c.enabled);
            const checked = enabled.filter((c) => c.checked).length;
            return (
              <Table.Tr key={row.module}>
                <Table.Td>
                  <Checkbox
                    size="xs"
                    label={row.name}
                    aria-label={`Tất cả quyền của ${row.name}`}
                    checked={enabled.length > 0 && checked === enabled.length}
                    indeterminate={checked > 0 && checked < enabled.length}
                    disabled={readOnly || enabled.length === 0}
                    onChange={(e) => onChange(setRow(value, pairs, row.module, codes, e.currentTarget.checked))}
                  />
                </Table.Td>
                {row.cells.map((cell) => {
                  const name = grid.columns.find((c) => c.action === cell.action)?.name ?? cell.action;
                  return (
                    <Table.Td key={cell.action} ta="center">
                      <Checkbox
                        size="sm"
                        mx="auto"
                        w="fit-content"
                        aria-label={`${row.name}: ${name}`}
                        title={cell.enabled ? undefined : 'Không có quyền này trong danh sách quyền'}
                        checked={cell.checked}
                        disabled={readOnly || !cell.enabled}
                        onChange={(e) =>
                          onChange(setCell(value, pairs, row.module, cell.action, e.currentTarget.checked))
                        }
                      />
                    </Table.Td>
                  );
                })}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
