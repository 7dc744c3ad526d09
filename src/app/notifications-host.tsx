/** The toasts' host and its styles, loaded after the first screen (main.tsx). */
import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';
import toastClasses from '@/ui/toasts.module.css';

/** Every toast 3 s, top right, below the top bars; a tapped one pauses alone, not all of them. */
export default function NotificationsHost() {
  return (
    <Notifications position="top-right" autoClose={3000} pauseResetOnHover="notification" classNames={toastClasses} />
  );
}
