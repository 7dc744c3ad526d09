import { Button, Card, Group, Select, SimpleGrid, TextInput } from '@mantine/core';
import { IconFilter, IconSearch, IconX } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { LEAD_STATUS_LABELS, LEAD_STATUSES, COMPANY_MESSAGES as M } from '@/contracts/leads-vocabulary';
import { useCompanyProvinces } from '../api/companies';
import { useIndustryOptions } from '../api/industries';
import type { LeadFilters } from '../model/lead-search';

const STATUS_OPTIONS = LEAD_STATUSES.map((s) => ({ value: String(s), label: LEAD_STATUS_LABELS[s] }));

/**
 * The filters of the company and customer lists (§2): industry, status, name, province. The selects
 * apply at once; the name applies on Enter or "Lọc"; "Đặt lại" clears everything.
 */
export function LeadFilterBar({ value, onApply }: { value: LeadFilters; onApply: (filters: LeadFilters) => void }) {
  const industries = useIndustryOptions();
  const provinces = useCompanyProvinces();
  const [name, setName] = useState(value.name ?? '');
  useEffect(() => setName(value.name ?? ''), [value.name]);

  const apply = (patch: Partial<LeadFilters>) => onApply({ ...value, name: name.trim() || undefined, ...patch });

  return (
    <Card withBorder radius="md" p="md">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
        <Select
          label="Ngành nghề"
          placeholder="Tất cả ngành nghề"
          clearable
          searchable
          data={(industries.data ?? []).map((i) => ({ value: String(i.id), label: i.name }))}
          value={value.industryId !== undefined ? String(value.industryId) : null}
          onChange={(v) => apply({ industryId: v ? Number(v) : undefined })}
          error={industries.isError ? M.industriesFailed : undefined}
          nothingFoundMessage="Không có ngành nghề"
        />
        <Select
          label="Trạng thái"
          placeholder="Tất cả trạng thái"
          clearable
          data={STATUS_OPTIONS}
          value={value.status !== undefined ? String(value.status) : null}
          onChange={(v) => apply({ status: v === null ? undefined : Number(v) })}
        />
        <TextInput
          label="Tên công ty"
          placeholder="Nhập tên để tìm"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') apply({});
          }}
        />
        <Select
          label="Tỉnh/Thành phố"
          placeholder="Tất cả tỉnh/thành"
          clearable
          searchable
          data={provinces.data ?? []}
          value={value.province ?? null}
          onChange={(v) => apply({ province: v ?? undefined })}
          error={provinces.isError ? M.provincesFailed : undefined}
          nothingFoundMessage="Không có tỉnh/thành"
        />
      </SimpleGrid>
      <Group justify="flex-end" gap="sm" mt="sm">
        <Button
          variant="default"
          leftSection={<IconX size={16} aria-hidden />}
          onClick={() => {
            setName('');
            onApply({});
          }}
        >
          Đặt lại
        </Button>
        <Button leftSection={<IconFilter size={16} aria-hidden />} onClick={() => apply({})}>
          Lọc
        </Button>
      </Group>
    </Card>
  );
}
