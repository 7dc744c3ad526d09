import { Badge } from '@mantine/core';
import type { TicketStatus } from '@/contracts/fleet';
import { TICKET_STATUS_LABELS } from '@/contracts/fleet-vocabulary';

const COLORS: Record<TicketStatus, string> = {
  MOI: 'gray',
  CHO_DUYET: 'yellow',
  DA_DUYET: 'blue',
  DANG_SUA: 'indigo',
  CHO_THANH_TOAN: 'orange',
  HOAN_THANH: 'green',
  DA_HUY: 'red',
};

export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  return (
    <Badge color={COLORS[status]} variant="light">
      {TICKET_STATUS_LABELS[status]}
    </Badge>
  );
}
