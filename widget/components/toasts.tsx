import { useSyncExternalStore } from 'react';
import type { ToastQueue } from '../../core/toast/toast-queue';
import { TOAST_ROLE } from '../../core/toast/toast-rules';
import { useT } from '../i18n';

// spec §9 toasts: role alert, close label 'close' (the bundles' `close` key, localised, issue
// 14); the widget's own defaults are bottom centre without a progress bar or pause on hover
// (core/toast).
export function Toasts({ queue }: { queue: ToastQueue }) {
  const t = useT();
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
          {/* The × is drawn by CSS, so the name is exactly the bundle's close label. */}
          <button
            type="button"
            className="qa-toast-close"
            aria-label={t('close')}
            onClick={() => queue.dismiss(toast.id)}
          />
        </div>
      ))}
    </div>
  );
}
