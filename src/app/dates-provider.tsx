import '@mantine/dates/styles.css';
import 'dayjs/locale/vi';
import { DatesProvider } from '@mantine/dates';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';

dayjs.locale('vi');

/**
 * Vietnamese date pickers (locale vi, weeks start on Monday). Wraps the console only, so the driver
 * surface's first load carries no date library; a driver screen that needs a picker wraps itself.
 */
export function VietnameseDatesProvider({ children }: { children: ReactNode }) {
  return <DatesProvider settings={{ locale: 'vi', firstDayOfWeek: 1, weekendDays: [0] }}>{children}</DatesProvider>;
}
