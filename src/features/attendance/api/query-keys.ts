import type { MyWorkOrderView } from '@/contracts/work-orders';

export const attendanceKeys = {
  all: ['attendance'] as const,
  today: () => [...attendanceKeys.all, 'my', 'today'] as const,
  stats: () => [...attendanceKeys.all, 'my', 'stats'] as const,
  day: (date: string) => [...attendanceKeys.all, 'my', 'day', date] as const,
  monthGrid: (month: string) => [...attendanceKeys.all, 'my', 'month-grid', month] as const,
  orders: (view: MyWorkOrderView, page: number, size: number) =>
    [...attendanceKeys.all, 'my', 'orders', view, page, size] as const,
  order: (id: number) => [...attendanceKeys.all, 'my', 'order', id] as const,
};
