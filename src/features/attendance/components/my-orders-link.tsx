import { Badge } from '@mantine/core';
import { IconClipboardList } from '@tabler/icons-react';
import { RouterButton } from '@/ui/router-link';
import { useMyWorkOrders } from '../api/get-my-orders';

/**
 * The way from the driver's dashboard to their work orders and month (drivers are assigned orders
 * too), with how many wait for an answer — read from the cache when offline.
 */
export function MyOrdersLink() {
  const pending = useMyWorkOrders('PENDING');
  const count = pending.data?.totalElements ?? 0;
  return (
    <RouterButton
      to="/cham-cong-nhan-vien"
      variant="default"
      size="lg"
      h={56}
      fullWidth
      leftSection={<IconClipboardList size={24} aria-hidden />}
      rightSection={
        count > 0 ? (
          <Badge color="orange" variant="filled" size="lg" aria-label={`${count} lệnh chờ xác nhận`}>
            {count}
          </Badge>
        ) : null
      }
    >
      Lệnh & bảng công
    </RouterButton>
  );
}
