import { Notifications } from '@mantine/notifications';
import '@mantine/notifications/styles.css';
import { TOAST_AUTO_CLOSE_MS } from '@/lib/toasts';

/**
 * Toasts sit bottom-right, clear of the header's search and user menu; each lives 5000 ms unless
 * it says otherwise (spec part 1 §9).
 */
const ToastList = () => <Notifications position="bottom-right" autoClose={TOAST_AUTO_CLOSE_MS} limit={4} />;

export default ToastList;
