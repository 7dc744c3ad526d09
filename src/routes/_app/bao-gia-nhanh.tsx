import { createFileRoute } from '@tanstack/react-router';
import { metaFor } from '@/app/route-meta';
import { quoteCapabilitiesQueryOptions } from '@/features/quotation/api/capabilities';
import { QuotationPage } from '@/features/quotation/components/quotation-page';

export const Route = createFileRoute('/_app/bao-gia-nhanh')({
  staticData: metaFor('/bao-gia-nhanh'),
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(quoteCapabilitiesQueryOptions());
  },
  component: QuotationPage,
});
