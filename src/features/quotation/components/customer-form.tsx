import { SimpleGrid, TextInput } from '@mantine/core';
import { QUOTE_FIELD_LABELS as L, type QuoteCustomer } from '@/contracts/quotations-vocabulary';

const FIELDS = ['customerName', 'address', 'phone', 'contactPerson', 'soTo', 'trang', 'nguoiPhuTrach'] as const;

/** §3 quote customer: every field free text; the company name is what the export requires. */
export function CustomerForm({
  customer,
  onChange,
  nameMissing,
}: {
  customer: QuoteCustomer;
  onChange: (patch: Partial<QuoteCustomer>) => void;
  /** After an export attempt without the company name. */
  nameMissing: boolean;
}) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" verticalSpacing="xs">
      {FIELDS.map((key) => (
        <TextInput
          key={key}
          label={L[key]}
          value={customer[key]}
          withAsterisk={key === 'customerName'}
          error={key === 'customerName' && nameMissing ? 'Nhập tên công ty khách hàng.' : undefined}
          onChange={(e) => onChange({ [key]: e.currentTarget.value })}
          autoComplete="off"
        />
      ))}
    </SimpleGrid>
  );
}
