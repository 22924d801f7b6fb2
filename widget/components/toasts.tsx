import { useEffect, useRef } from 'react';
import { dragToDismiss, TOAST_ROLE } from '../../core/toast';
import type { Toast, ToastQueue } from '../../core/toast';
import { useT } from '../i18n';
import { useSnapshot } from '../use-store';

// spec §9 toasts (core/toast.ts): role alert, the bundles' `close` label, drag to dismiss; bottom
// centre without a progress bar or pause on hover (widget.css).
export function Toasts({ queue }: { queue: ToastQueue }) {
  const toasts = useSnapshot(queue);
  if (toasts.length === 0) return null;
  return (
    <div className="qa-toasts">
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} dismiss={() => queue.dismiss(toast.id)} />
      ))}
    </div>
  );
}

function ToastItem({ toast, dismiss }: { toast: Toast; dismiss: () => void }) {
  const t = useT();
  const ref = useRef<HTMLDivElement>(null);
  const dismissRef = useRef(dismiss);
  dismissRef.current = dismiss;
  useEffect(
    () => (ref.current ? dragToDismiss(ref.current, () => dismissRef.current()) : undefined),
    [],
  );
  return (
    <div ref={ref} className="qa-toast" role={TOAST_ROLE} data-type={toast.type}>
      <span>{toast.message}</span>
      {toast.action ? (
        <button
          type="button"
          onClick={() => {
            toast.action?.run();
            dismiss();
          }}
        >
          {toast.action.label}
        </button>
      ) : null}
      {/* The × is drawn by CSS, so the name is exactly the bundle's close label. */}
      <button type="button" className="qa-toast-close" aria-label={t('close')} onClick={dismiss} />
    </div>
  );
}
