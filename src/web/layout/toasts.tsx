import { ToastContainer } from 'react-toastify/unstyled';
import 'react-toastify/dist/ReactToastify.css';
import { useTheme } from '../lib/theme.ts';

/**
 * Toasts as docs/product.md §9 and docs/design.md §2 say: top-right, auto-close 3000 ms, drag to dismiss past
 * 80 %, pause on hover and on focus loss. react-toastify's Alt+T hotkey focuses the notifications.
 * Use `toast.success(...)` / `toast.error(...)` from 'react-toastify/unstyled' anywhere: the
 * styles come from ReactToastify.css in the app's stylesheet, and the default entry would inject a
 * second copy in a <style> element at mount, restyling the whole page before its first paint
 * (ADR 015). Toasts raised through the default entry would go to a container that is not mounted.
 */
export function Toasts() {
  const [theme] = useTheme();
  return (
    <ToastContainer
      position="top-right"
      autoClose={3000}
      draggable
      draggablePercent={80}
      pauseOnHover
      pauseOnFocusLoss
      closeOnClick={false}
      newestOnTop
      theme={theme === 'dark' ? 'dark' : 'light'}
    />
  );
}
