import { useSyncExternalStore } from 'react';
import type { ToastQueue } from '../../core/toast/toast-queue';
import { TOAST_CLOSE_LABEL, TOAST_ROLE } from '../../core/toast/toast-rules';

// spec §9 toasts: role alert, close label 'close'; the widget's own defaults are
// bottom centre without a progress bar or pause on hover (core/toast).
export function Toasts({ queue }: { queue: ToastQueue }) {
  const toasts = useSyncExternalStore(queue.subscribe, queue.list, queue.list);
  if (toasts.length === 0) return null;
  return (
    <div className="qa-toasts">
      {toasts.map((toast) => (
        <div key={toast.id} className="qa-toast" role={TOAST_ROLE} data-type={toast.type}>
          <span>{toast.message}</span>
          {toast.action ? (
            <button
              type="button"
              onClick={() => {
                toast.action?.run();
                queue.dismiss(toast.id);
              }}
            >
              {toast.action.label}
            </button>
          ) : null}
          {/* The × is drawn by CSS, so the name is exactly the spec's close label. */}
          <button
            type="button"
            className="qa-toast-close"
            aria-label={TOAST_CLOSE_LABEL}
            onClick={() => queue.dismiss(toast.id)}
          />
        </div>
      ))}
    </div>
  );
}
