import { Button, Group, List, Stack, Text } from '@mantine/core';
import { QUOTE_MESSAGES as M, type QuoteLine } from '@/contracts/quotations-vocabulary';
import { formatMoney, formatNumber } from '@/lib/format';
import { Modal } from '@/ui/modal';

const SHOWN = 8;

/** Lines read from a photo while the table already holds typed lines: add them or replace, never silently. */
export function ProposedLinesDialog({
  lines,
  onChoose,
  onCancel,
}: {
  lines: QuoteLine[] | null;
  onChoose: (mode: 'append' | 'replace') => void;
  onCancel: () => void;
}) {
  return (
    <Modal opened={lines !== null} onClose={onCancel} title={M.imageSection} size="lg">
      {lines ? (
        <Stack gap="md">
          <Text>{M.proposedReplace(lines.length)}</Text>
          <List size="sm" spacing={2}>
            {lines.slice(0, SHOWN).map((l, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a read-only preview of a fixed list
              <List.Item key={i}>
                {l.tensp} — {formatNumber(l.soluong)} {l.donvi} × {formatMoney(l.dongia)}
              </List.Item>
            ))}
            {lines.length > SHOWN ? <List.Item>… +{lines.length - SHOWN}</List.Item> : null}
          </List>
          <Group justify="flex-end" gap="sm" wrap="wrap">
            <Button variant="default" onClick={onCancel}>
              {M.cancel}
            </Button>
            <Button variant="light" color="red" onClick={() => onChoose('replace')}>
              {M.replaceLines}
            </Button>
            <Button onClick={() => onChoose('append')}>{M.appendLines}</Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
