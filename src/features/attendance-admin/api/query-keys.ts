import type { MatrixQuery } from '@/contracts/attendance';

export const attendanceAdminKeys = {
  all: ['attendance-admin'] as const,
  matrix: (q: MatrixQuery) => [...attendanceAdminKeys.all, 'matrix', q] as const,
  day: (userId: number, date: string) => [...attendanceAdminKeys.all, 'day', userId, date] as const,
  departments: () => [...attendanceAdminKeys.all, 'departments'] as const,
};
