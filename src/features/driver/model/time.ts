import { TIME_ZONE } from '@/lib/format';

const timeFormat = new Intl.DateTimeFormat('vi-VN', {
  timeZone: TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** HH:mm in Vietnam time. */
export const formatTime = (value: number | Date) => timeFormat.format(value);
