import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { z } from 'zod';
import { metaFor } from '@/app/route-meta';
import { ORDER_PAGE_SIZES, ORDER_STATUSES } from '@/contracts/fleet-orders';
import { ordersQueryOptions } from '@/features/fleet/orders/api/get-orders';
import { OrdersPage, type OrdersSearch } from '@/features/fleet/orders/components/orders-page';

const search = z.object({
  page: z.coerce.number().int().min(0).catch(0).default(0),
  size: z.coerce
    .number()
    .refine((n) => ORDER_PAGE_SIZES.includes(n))
    .catch(10)
    .default(10),
  trangThai: z
    .enum([...ORDER_STATUSES, 'ALL'])
    .catch('ALL')
    .default('ALL'),
  q: z.string().max(100).optional().catch(undefined),
  taiXeId: z.coerce.number().int().positive().optional().catch(undefined),
  xeId: z.coerce.number().int().positive().optional().catch(undefined),
});

export const Route = createFileRoute('/_app/quan-ly-don-hang')({
  staticData: metaFor('/quan-ly-don-hang'),
  validateSearch: search,
  loaderDeps: ({ search: s }) => s,
  loader: ({ context: { queryClient }, deps }) => {
    void queryClient.prefetchQuery(
      ordersQueryOptions({
        ...deps,
        sort: 'ngayTao,desc',
        trangThai: deps.trangThai === 'ALL' ? undefined : deps.trangThai,
      }),
    );
  },
  component: OrdersRoute,
});

function OrdersRoute() {
  const s = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearch = useCallback(
    (patch: Partial<OrdersSearch>) => void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true }),
    [navigate],
  );
  return <OrdersPage search={s as OrdersSearch} onSearch={onSearch} />;
}
