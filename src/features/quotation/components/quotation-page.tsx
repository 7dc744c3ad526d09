import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconFileSpreadsheet, IconRefresh } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import {
  QUOTE_MESSAGES as M,
  QUOTE_FILE_NAME,
  QUOTE_SHEET_NAME,
  type QuoteCustomer,
  type QuoteLine,
} from '@/contracts/quotations-vocabulary';
import { useMe } from '@/lib/current-user';
import { saveExcelFile } from '@/lib/excel';
import { useSubmitMutation } from '@/lib/submit-guard';
import { ConfirmAction } from '@/ui/confirm-action';
import { notifySuccess } from '@/ui/notify';
import { PageHeader } from '@/ui/page-header';
import { ErrorState, LoadingState } from '@/ui/query-state';
import { useCheckOnSubmit } from '@/ui/use-check-on-submit';
import { clearDraft, readDraft, writeDraft } from '../model/draft-storage';
import {
  type DraftLine,
  draftLinesOf,
  emptyCustomer,
  emptyLine,
  exportableLines,
  isFilled,
  type QuoteDraft,
} from '../model/quote';
import { quoteLineColumns, quoteSheet } from '../model/quote-excel';
import { CustomerForm } from './customer-form';
import { ImageReader } from './image-reader';
import { LinesEditor } from './lines-editor';
import { ProposedLinesDialog } from './proposed-lines-dialog';

/** "Báo giá nhanh" (spec 001 §2): customer, lines read from a photo and edited, baogia.xlsx. */
export function QuotationPage() {
  const me = useMe();
  if (me.isPending) return <LoadingState />;
  if (!me.data) return <ErrorState error={me.error} onRetry={() => void me.refetch()} />;
  return <QuotationEditor username={me.data.tenDangNhap} fullName={me.data.hoTen || me.data.tenDangNhap} />;
}

function QuotationEditor({ username, fullName }: { username: string; fullName: string }) {
  const [draft, setDraft] = useState<QuoteDraft>(() => readDraft(username, fullName));
  const [proposed, setProposed] = useState<QuoteLine[] | null>(null);
  const [confirmClear, setConfirmClear] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);

  useEffect(() => writeDraft(username, draft), [username, draft]);

  const check = useCheckOnSubmit(() => {
    const result = exportableLines(draft);
    return result.ok ? null : result.reason;
  });

  const setCustomer = useCallback(
    (patch: Partial<QuoteCustomer>) => setDraft((d) => ({ ...d, customer: { ...d.customer, ...patch } })),
    [],
  );
  const setLine = useCallback(
    (id: string, patch: Partial<DraftLine>) =>
      setDraft((d) => ({ ...d, lines: d.lines.map((l) => (l.id === id ? { ...l, ...patch } : l)) })),
    [],
  );
  const addLine = useCallback(() => setDraft((d) => ({ ...d, lines: [...d.lines, emptyLine()] })), []);
  const removeLine = useCallback(
    (id: string) => setDraft((d) => ({ ...d, lines: d.lines.filter((l) => l.id !== id) })),
    [],
  );

  /** Lines from a photo: straight in when nothing is typed yet, else the user chooses. */
  const onProposed = (lines: QuoteLine[]) => {
    if (draft.lines.some(isFilled)) setProposed(lines);
    else {
      setDraft((d) => ({ ...d, lines: draftLinesOf(lines) }));
      notifySuccess(M.proposed(lines.length));
    }
  };
  const acceptProposed = (mode: 'append' | 'replace') => {
    if (!proposed) return;
    const rows = draftLinesOf(proposed);
    setDraft((d) => ({ ...d, lines: mode === 'append' ? [...d.lines.filter(isFilled), ...rows] : rows }));
    notifySuccess(M.proposed(proposed.length));
    setProposed(null);
  };

  const exportQuote = useSubmitMutation({
    mutationFn: async (lines: QuoteLine[]) => {
      await saveExcelFile(QUOTE_FILE_NAME, quoteSheet(draft.customer, lines), {
        sheet: QUOTE_SHEET_NAME,
        columns: [...quoteLineColumns],
        stickyRowsCount: 0,
      });
    },
    onSuccess: () => {
      setExportError(null);
      notifySuccess(M.exported);
    },
    onError: (err) => {
      console.error(err);
      setExportError(M.exportFailed);
    },
  });
  const onExport = () => {
    setExportError(null);
    if (check.attempt()) return;
    const result = exportableLines(draft);
    if (result.ok) exportQuote.mutate(result.lines);
  };

  const startOver = () => {
    clearDraft(username);
    setDraft({ customer: emptyCustomer(fullName), lines: [emptyLine()] });
    check.reset();
    setExportError(null);
    setConfirmClear(false);
  };

  const problem = check.problem;
  return (
    <Stack gap="md">
      <PageHeader
        title={M.title}
        description={M.draftKept}
        actions={
          <Group gap="sm">
            <Button variant="default" leftSection={<IconRefresh size={16} />} onClick={() => setConfirmClear(true)}>
              {M.clearAll}
            </Button>
            <Button
              leftSection={<IconFileSpreadsheet size={16} />}
              color="green"
              loading={exportQuote.isPending}
              onClick={onExport}
            >
              {M.exportButton}
            </Button>
          </Group>
        }
      />
      {problem ? (
        <Alert color="red" variant="light" role="alert">
          {problem === 'incomplete' ? M.incomplete : M.fixNumbers}
        </Alert>
      ) : null}
      {exportError ? (
        <Alert color="red" variant="light" role="alert">
          {exportError}
        </Alert>
      ) : null}
      <Card withBorder radius="md" padding="md">
        <Title order={4} mb="sm">
          {M.customerSection}
        </Title>
        <CustomerForm
          customer={draft.customer}
          onChange={setCustomer}
          nameMissing={problem !== null && !draft.customer.customerName.trim()}
        />
      </Card>
      <Card withBorder radius="md" padding="md">
        <Title order={4} mb="sm">
          {M.imageSection}
        </Title>
        <ImageReader onProposed={onProposed} />
      </Card>
      <Card withBorder radius="md" padding="md">
        <Group justify="space-between" mb="sm">
          <Title order={4}>{M.linesSection}</Title>
          <Text size="sm" c="dimmed">
            {draft.lines.filter(isFilled).length} dòng
          </Text>
        </Group>
        <LinesEditor
          lines={draft.lines}
          onChange={setLine}
          onAdd={addLine}
          onRemove={removeLine}
          showRequired={problem !== null}
        />
      </Card>
      <ProposedLinesDialog lines={proposed} onChoose={acceptProposed} onCancel={() => setProposed(null)} />
      <ConfirmAction
        opened={confirmClear}
        title={M.clearAll}
        message={M.clearConfirm}
        confirmLabel={M.clearAll}
        onConfirm={startOver}
        onCancel={() => setConfirmClear(false)}
      />
    </Stack>
  );
}
