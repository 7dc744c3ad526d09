export const attendanceKeys = {
  all: ['attendance'] as const,
  today: () => [...attendanceKeys.all, 'my', 'today'] as const,
  stats: () => [...attendanceKeys.all, 'my', 'stats'] as const,
};
