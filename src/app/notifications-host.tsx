/** The toasts' host and its styles, loaded after the first screen (main.tsx). */
import '@mantine/notifications/styles.css';

export { Notifications as default } from '@mantine/notifications';
