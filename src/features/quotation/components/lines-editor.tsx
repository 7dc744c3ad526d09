import { ActionIcon, Button, Group, Paper, SimpleGrid, Stack, Table, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { QUOTE_FIELD_LABELS as L, QUOTE_MESSAGES as M } from '@/contracts/quotations-vocabulary';
import { formatMoney } from '@/lib/format';
import { type DraftLine, grandTotal, isFilled, lineIssues, lineTotal } from '../model/quote';

const ISSUE_TEXTS = { quantity: M.invalidQuantity, price: M.invalidPrice };
type Field = Exclude<keyof DraftLine, 'id'>;

type Props = {
  lines: DraftLine[];
  onChange: (id: string, patch: Partial<DraftLine>) => void;
  onAdd: () => void;
  onRemove: (id: string) => void;
  /** After an export attempt: started lines without a name are flagged. */
  showRequired: boolean;
};

const totalText = (n: number | null) => (n === null ? '—' : formatMoney(n));

export function LinesEditor({ lines, onChange, onAdd, onRemove, showRequired }: Props) {
  const phone = useMediaQuery('(max-width: 62em)', false, { getInitialValueInEffect: false });
  const total = grandTotal(lines);

  const input = (line: DraftLine, index: number, field: Field, withLabel: boolean) => {
    const issues = lineIssues(line, ISSUE_TEXTS);
    const error =
      field === 'soluong'
        ? issues.soluong
        : field === 'dongia'
          ? issues.dongia
          : field === 'tensp' && showRequired && isFilled(line) && !line.tensp.trim()
            ? M.nameRequired
            : undefined;
    const numeric = field === 'soluong' || field === 'dongia';
    return (
      <TextInput
        label={withLabel ? L[field] : undefined}
        aria-label={`${L[field]} dòng ${index + 1}`}
        value={line[field]}
        error={error}
        inputMode={numeric ? 'decimal' : undefined}
        styles={numeric ? { input: { textAlign: 'right' } } : undefined}
        onChange={(e) => onChange(line.id, { [field]: e.currentTarget.value })}
        autoComplete="off"
        size="sm"
      />
    );
  };

  const removeButton = (line: DraftLine, index: number) => (
    <ActionIcon
      variant="subtle"
      color="red"
      aria-label={`${M.removeLine} ${index + 1}`}
      onClick={() => onRemove(line.id)}
    >
      <IconTrash size={18} />
    </ActionIcon>
  );

  const footer = (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <Button variant="light" leftSection={<IconPlus size={16} />} onClick={onAdd}>
        {M.addLine}
      </Button>
      <Group gap="xs">
        <Text fw={600}>{M.total}:</Text>
        <Text fw={700} size="lg" data-testid="quote-total">
          {totalText(total)}
        </Text>
      </Group>
    </Group>
  );

  if (!lines.length) {
    return (
      <Stack gap="sm">
        <Text c="dimmed">{M.noLines}</Text>
        {footer}
      </Stack>
    );
  }

  if (phone) {
    return (
      <Stack gap="sm">
        {lines.map((line, i) => (
          <Paper key={line.id} withBorder p="sm" radius="md" data-testid="quote-line">
            <Group justify="space-between" mb={4}>
              <Text fw={600} size="sm">
                #{i + 1}
              </Text>
              {removeButton(line, i)}
            </Group>
            <Stack gap="xs">
              {input(line, i, 'tensp', true)}
              <SimpleGrid cols={2} spacing="xs" verticalSpacing="xs">
                {input(line, i, 'xuatxu', true)}
                {input(line, i, 'donvi', true)}
                {input(line, i, 'soluong', true)}
                {input(line, i, 'dongia', true)}
              </SimpleGrid>
              {input(line, i, 'ghichu', true)}
              <Group justify="space-between">
                <Text size="sm" c="dimmed">
                  {L.thanhTien}
                </Text>
                <Text fw={600}>{totalText(lineTotal(line))}</Text>
              </Group>
            </Stack>
          </Paper>
        ))}
        {footer}
      </Stack>
    );
  }

  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={960}>
        <Table verticalSpacing={6} horizontalSpacing="xs" striped withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={40}>STT</Table.Th>
              <Table.Th>{L.tensp}</Table.Th>
              <Table.Th w={120}>{L.xuatxu}</Table.Th>
              <Table.Th w={90}>{L.donvi}</Table.Th>
              <Table.Th w={100}>{L.soluong}</Table.Th>
              <Table.Th w={130}>{L.dongia}</Table.Th>
              <Table.Th w={140} ta="right">
                {L.thanhTien}
              </Table.Th>
              <Table.Th w={170}>{L.ghichu}</Table.Th>
              <Table.Th w={44} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.map((line, i) => (
              <Table.Tr key={line.id} data-testid="quote-line" style={{ verticalAlign: 'top' }}>
                <Table.Td pt={12}>{i + 1}</Table.Td>
                <Table.Td>{input(line, i, 'tensp', false)}</Table.Td>
                <Table.Td>{input(line, i, 'xuatxu', false)}</Table.Td>
                <Table.Td>{input(line, i, 'donvi', false)}</Table.Td>
                <Table.Td>{input(line, i, 'soluong', false)}</Table.Td>
                <Table.Td>{input(line, i, 'dongia', false)}</Table.Td>
                <Table.Td ta="right" pt={12} fw={600} style={{ whiteSpace: 'nowrap' }}>
                  {totalText(lineTotal(line))}
                </Table.Td>
                <Table.Td>{input(line, i, 'ghichu', false)}</Table.Td>
                <Table.Td pt={10}>{removeButton(line, i)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {footer}
    </Stack>
  );
}
