/** /lay-du-lieu-trang-vang "Lấy dữ liệu trang vàng" (spec 001 §2, §7, §8): link, pages, industry → the flow. */
import { Button, Card, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { AUTOMATION_MESSAGES as M } from '@/contracts/automation-vocabulary';
import { useIndustryOptions } from '@/lib/industry-options';
import { DeliveryLog } from '@/ui/delivery-log';
import { OutcomeAlert } from '@/ui/delivery-outcome-alert';
import { notifyError, notifySuccess } from '@/ui/notify';
import { PageHeader } from '@/ui/page-header';
import { useCheckOnSubmit } from '@/ui/use-check-on-submit';
import { type DeliveryOutcome, useDeliveryOutcome } from '@/ui/use-delivery-outcome';
import { useYellowPages } from '../api/yellow-pages';
import { checkYellowPages, EMPTY_YELLOW_FORM, type YellowPagesForm } from '../model/yellow-pages-form';

export function YellowPagesPage() {
  const [form, setForm] = useState<YellowPagesForm>(EMPTY_YELLOW_FORM);
  const [outcome, setOutcome] = useState<DeliveryOutcome | null>(null);
  const industries = useIndustryOptions();
  const send = useYellowPages();
  const { follow, waiting } = useDeliveryOutcome();
  const check = useCheckOnSubmit(() => checkYellowPages(form));
  const busy = send.isPending || waiting;
  const set = (patch: Partial<YellowPagesForm>) => setForm((f) => ({ ...f, ...patch }));
  const problems = check.problem ?? {};

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setOutcome(null);
    const problem = check.attempt();
    if (problem) return;
    try {
      const delivery = await send.mutateAsync({
        link: form.link.trim(),
        startPage: Number(form.startPage),
        endPage: Number(form.endPage),
        industryId: Number(form.industryId),
      });
      const result = await follow(delivery);
      setOutcome(result);
      if (result.kind === 'delivered') notifySuccess(M.yellowSent);
      else if (result.kind === 'failed') notifyError(new Error(result.message ?? M.yellowFailed), M.yellowFailed);
    } catch (error) {
      notifyError(error, M.yellowFailed);
    }
  };

  return (
    <Stack gap="md" p={{ base: 'sm', md: 'lg' }}>
      <PageHeader
        title="Lấy dữ liệu trang vàng"
        description="Gửi yêu cầu lấy danh sách công ty theo ngành nghề tới luồng tự động (n8n)."
      />
      <Card withBorder radius="lg" padding="md">
        <form onSubmit={submit} noValidate>
          <Stack gap="sm" maw={720}>
            <TextInput
              label="Link"
              placeholder="https://trangvangvietnam.com/categories/..."
              required
              value={form.link}
              onChange={(e) => set({ link: e.currentTarget.value })}
              error={problems.link}
            />
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
              <TextInput
                label="Trang bắt đầu"
                inputMode="numeric"
                required
                value={form.startPage}
                onChange={(e) => set({ startPage: e.currentTarget.value })}
                error={problems.startPage}
              />
              <TextInput
                label="Trang kết thúc"
                inputMode="numeric"
                required
                value={form.endPage}
                onChange={(e) => set({ endPage: e.currentTarget.value })}
                error={problems.endPage}
              />
              <Select
                label="Ngành nghề"
                placeholder="Chọn ngành nghề"
                required
                data={(industries.data ?? []).map((i) => ({ value: String(i.id), label: i.name }))}
                value={form.industryId}
                onChange={(v) => set({ industryId: v })}
                searchable
                error={industries.isError ? true : problems.industryId}
                comboboxProps={{ withinPortal: true }}
              />
            </SimpleGrid>
            {industries.isError && (
              <Group gap="xs">
                <Text size="sm" c="red" role="alert">
                  {M.industriesLoadFailed}
                </Text>
                <Button size="xs" variant="light" color="red" onClick={() => void industries.refetch()}>
                  Thử lại
                </Button>
              </Group>
            )}
            <Group>
              <Button type="submit" leftSection={<IconDownload size={18} aria-hidden />} disabled={busy}>
                {busy ? 'Đang gửi...' : 'Lấy dữ liệu'}
              </Button>
            </Group>
            {outcome && <OutcomeAlert outcome={outcome} success={M.yellowSent} failure={M.yellowFailed} />}
          </Stack>
        </form>
      </Card>
      <DeliveryLog kind="yellow-pages" />
    </Stack>
  );
}
