/** Keys of the quick quotation's reads. */
export const quotationKeys = {
  all: ['quotations'] as const,
  capabilities: () => [...quotationKeys.all, 'capabilities'] as const,
};
