import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { metaFor } from '@/app/route-meta';
import { ORDER_PAGE_SIZES, ORDER_STATUSES } from '@/contracts/vocabulary';
import { ordersQueryOptions } from '@/features/fleet/orders/api/get-orders';
import { OrdersPage, type OrdersSearch } from '@/features/fleet/orders/components/orders-page';
import { enumParam, idParam, pageParam, searchParams, sizeParam, textParam, withDefault } from '@/lib/search-params';

const search = searchParams({
  page: withDefault(pageParam(), 0),
  size: withDefault(sizeParam(ORDER_PAGE_SIZES), 10),
  trangThai: withDefault(enumParam([...ORDER_STATUSES, 'ALL'], 'ALL'), 'ALL'),
  q: textParam(100, { trim: false }),
  taiXeId: idParam(),
  xeId: idParam(),
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
