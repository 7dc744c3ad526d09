/** /viet-bai-hang-loat "Viết bài hàng loạt" (spec 001 §2, §5, §8, §9): one request to the writing flow. */
import {
  Alert,
  Badge,
  Button,
  Card,
  Grid,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { ARTICLE_LANGUAGES, ARTICLE_SCHEMAS } from '@/contracts/articles-vocabulary';
import { keywordChips, AUTOMATION_MESSAGES as M, shortToken, splitKeywords } from '@/contracts/automation-vocabulary';
import { useMe } from '@/lib/current-user';
import { DeliveryLog } from '@/ui/delivery-log';
import { OutcomeAlert } from '@/ui/delivery-outcome-alert';
import { notifyError, notifySuccess } from '@/ui/notify';
import { PageHeader } from '@/ui/page-header';
import { useCheckOnSubmit } from '@/ui/use-check-on-submit';
import { type DeliveryOutcome, useDeliveryOutcome } from '@/ui/use-delivery-outcome';
import { useBulkWriting } from '../api/bulk-writing';
import { useActiveWebsites, useCtaChoices } from '../api/lookups';
import { useAccessToken } from '../api/session-token';
import { type BulkWritingForm, checkBulkWriting, EMPTY_BULK_FORM } from '../model/bulk-writing-form';

export function BulkWritingPage() {
  const [form, setForm] = useState<BulkWritingForm>(EMPTY_BULK_FORM);
  const [outcome, setOutcome] = useState<DeliveryOutcome | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const sites = useActiveWebsites();
  const ctas = useCtaChoices();
  const me = useMe();
  const token = useAccessToken();
  const send = useBulkWriting();
  const { follow, waiting } = useDeliveryOutcome();
  const check = useCheckOnSubmit(() => checkBulkWriting(form));

  const keywords = splitKeywords(form.keywordsText);
  const { shown, more } = keywordChips(keywords);
  const activeSites = sites.data ?? [];
  const site = activeSites.find((s) => String(s.id) === form.websiteId);
  const cta = (ctas.data ?? []).find((c) => String(c.id) === form.ctaId);
  const schema = ARTICLE_SCHEMAS.find((s) => s.value === form.context);
  const language = ARTICLE_LANGUAGES.find((l) => l.value === form.language);
  const busy = send.isPending || waiting;
  const set = (patch: Partial<BulkWritingForm>) => setForm((f) => ({ ...f, ...patch }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setOutcome(null);
    setFailure(null);
    const problem = check.attempt();
    if (problem) {
      notifyError(new Error(problem), problem);
      return;
    }
    if (!token.data) {
      setFailure(M.noAccessToken);
      notifyError(new Error(M.noAccessToken), M.noAccessToken);
      return;
    }
    if (!me.data) {
      setFailure(M.noUserId);
      notifyError(new Error(M.noUserId), M.noUserId);
      return;
    }
    try {
      const delivery = await send.mutateAsync({
        keywords,
        website: { id: Number(form.websiteId) },
        context: form.context ?? '',
        cta: { id: Number(form.ctaId) },
        language: form.language,
      });
      const result = await follow(delivery);
      setOutcome(result);
      if (result.kind === 'delivered') notifySuccess(M.bulkSent);
      else if (result.kind === 'failed') notifyError(new Error(result.message ?? M.bulkFailed), M.bulkFailed);
    } catch (error) {
      notifyError(error, M.bulkFailed);
      setFailure(error instanceof Error && error.message ? error.message : M.bulkFailed);
    }
  };

  return (
    <Stack gap="md" p={{ base: 'sm', md: 'lg' }}>
      <PageHeader
        title="Viết bài hàng loạt"
        description="Gửi nhiều từ khóa một lần tới luồng tự động viết bài (n8n)."
      />
      <form onSubmit={submit} noValidate>
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Card withBorder radius="lg" padding="md">
              <Stack gap="sm">
                <Textarea
                  label="Từ khóa"
                  description="Mỗi từ khóa cách nhau bằng dấu phẩy hoặc xuống dòng."
                  placeholder={'vận tải container\nxe tải chở hàng, thuê xe 5 tấn'}
                  autosize
                  minRows={4}
                  maxRows={10}
                  value={form.keywordsText}
                  onChange={(e) => set({ keywordsText: e.currentTarget.value })}
                />
                <Group gap={6} aria-label="Từ khóa đã nhập">
                  <Text size="sm" c="dimmed">
                    Số từ khóa: <b>{keywords.length}</b>
                  </Text>
                  {shown.map((k, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a chip is its position in the typed list (repeats allowed)
                    <Badge key={`${i}-${k}`} variant="light" tt="none">
                      {k}
                    </Badge>
                  ))}
                  {more > 0 && (
                    <Badge variant="outline" color="gray" tt="none">
                      +{more} nữa
                    </Badge>
                  )}
                </Group>
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                  <Select
                    label="Website"
                    placeholder="Chọn website"
                    data={activeSites.map((s) => ({ value: String(s.id), label: `${s.name} (${s.baseUrl})` }))}
                    value={form.websiteId}
                    onChange={(v) => set({ websiteId: v })}
                    searchable
                    error={sites.isError ? M.websiteLoadFailed : undefined}
                    comboboxProps={{ withinPortal: true }}
                  />
                  <Select
                    label="Ngữ cảnh"
                    placeholder="Chọn ngữ cảnh"
                    data={ARTICLE_SCHEMAS.map((s) => ({ value: s.value, label: s.label }))}
                    value={form.context}
                    onChange={(v) => set({ context: v })}
                    searchable
                    comboboxProps={{ withinPortal: true }}
                  />
                  <Select
                    label="CTA"
                    placeholder="Chọn CTA"
                    data={(ctas.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
                    value={form.ctaId}
                    onChange={(v) => set({ ctaId: v })}
                    searchable
                    error={ctas.isError ? M.ctaLoadFailed : undefined}
                    comboboxProps={{ withinPortal: true }}
                  />
                  <Select
                    label="Ngôn ngữ"
                    data={ARTICLE_LANGUAGES.map((l) => ({ value: l.value, label: l.label }))}
                    value={form.language}
                    onChange={(v) => set({ language: v ?? 'Vietnamese' })}
                    allowDeselect={false}
                    comboboxProps={{ withinPortal: true }}
                  />
                </SimpleGrid>
                {check.problem && (
                  <Text c="red" size="sm" role="alert">
                    {check.problem}
                  </Text>
                )}
                <Group>
                  <Button type="submit" leftSection={<IconSend size={18} aria-hidden />} disabled={busy}>
                    {busy ? 'Đang gửi...' : 'Tiến hành'}
                  </Button>
                </Group>
                {failure && (
                  <Alert color="red" variant="light" role="alert">
                    {failure}
                  </Alert>
                )}
                {outcome && <OutcomeAlert outcome={outcome} success={M.bulkSent} failure={M.bulkFailed} />}
              </Stack>
            </Card>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="md">
              <Card withBorder radius="lg" padding="md" component="section" aria-label="Tóm tắt">
                <Title order={2} size="h5" mb="xs">
                  Tóm tắt
                </Title>
                <Stack gap={4}>
                  <SummaryLine label="Số từ khóa" value={String(keywords.length)} />
                  <SummaryLine label="Website" value={site ? site.name : '—'} />
                  <SummaryLine label="Ngữ cảnh" value={schema ? schema.label : '—'} />
                  <SummaryLine label="CTA" value={cta ? cta.name : '—'} />
                  <SummaryLine label="Ngôn ngữ" value={language ? language.label : '—'} />
                </Stack>
              </Card>
              <Card withBorder radius="lg" padding="md" component="section" aria-label="Người thực hiện">
                <Title order={2} size="h5" mb="xs">
                  Người thực hiện
                </Title>
                <Stack gap={4}>
                  <SummaryLine label="ID" value={me.data ? String(me.data.idNguoiDung) : '—'} />
                  <SummaryLine label="Tài khoản" value={me.data?.tenDangNhap ?? '—'} />
                  <SummaryLine label="Token" value={token.data ? shortToken(token.data) : '—'} mono />
                  <Text size="xs" c="dimmed">
                    Token chỉ hiển thị cho bạn; máy chủ không gửi token ra ngoài mà gửi một mã yêu cầu (requestId).
                  </Text>
                </Stack>
              </Card>
            </Stack>
          </Grid.Col>
        </Grid>
      </form>
      <DeliveryLog kind="bulk-writing" />
    </Stack>
  );
}

function SummaryLine({ label, value, mono = false }: { label: string; value: string; mono?: boolean }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
      <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text size="sm" fw={500} ta="right" ff={mono ? 'monospace' : undefined} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Group>
  );
}
