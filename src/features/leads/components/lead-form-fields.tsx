import { MultiSelect, Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { COMPANY_MESSAGES, LEAD_FIELD_LABELS, LEAD_STATUS_LABELS, LEAD_STATUSES } from '@/contracts/leads-vocabulary';
import { useIndustryOptions } from '../api/industries';
import { EMAIL_FIELDS, LEAD_FORM_FIELDS, type LeadFormValues } from '../model/lead-form';

const STATUS_OPTIONS = LEAD_STATUSES.map((s) => ({ value: String(s), label: LEAD_STATUS_LABELS[s] }));

/** The fields a company and a potential customer share (§3), two columns from a tablet up. */
export function LeadFormFields({
  values,
  errors,
  onChange,
}: {
  values: LeadFormValues;
  errors: Record<string, string>;
  onChange: (patch: Partial<LeadFormValues>) => void;
}) {
  const industries = useIndustryOptions();
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <MultiSelect
          label={LEAD_FIELD_LABELS.industries}
          placeholder="Chọn ngành nghề"
          searchable
          clearable
          data={(industries.data ?? []).map((i) => ({ value: String(i.id), label: i.name }))}
          value={values.industryIds}
          onChange={(v) => onChange({ industryIds: v })}
          error={errors.industryIds || (industries.isError ? COMPANY_MESSAGES.industriesFailed : undefined)}
          nothingFoundMessage="Không có ngành nghề"
          comboboxProps={{ withinPortal: true }}
        />
        <Select
          label={LEAD_FIELD_LABELS.status}
          data={STATUS_OPTIONS}
          allowDeselect={false}
          value={values.status}
          onChange={(v) => onChange({ status: v ?? '0' })}
          error={errors.status || undefined}
        />
        {LEAD_FORM_FIELDS.map((field) => (
          <TextInput
            key={field}
            label={LEAD_FIELD_LABELS[field]}
            type={EMAIL_FIELDS.includes(field) ? 'email' : 'text'}
            inputMode={EMAIL_FIELDS.includes(field) ? 'email' : undefined}
            value={values[field]}
            error={errors[field] || undefined}
            onChange={(e) => onChange({ [field]: e.currentTarget.value })}
          />
        ))}
      </SimpleGrid>
      <Textarea
        label={LEAD_FIELD_LABELS.ghiChu}
        autosize
        minRows={2}
        maxRows={6}
        value={values.ghiChu}
        error={errors.ghiChu || undefined}
        onChange={(e) => onChange({ ghiChu: e.currentTarget.value })}
      />
    </>
  );
}
