import type { MountedWidget, WidgetHandoff } from '../core/host/widget-handoff';

// The lazily imported widget chunk (issue 4 builds the React popup here). For now
// it takes the button over from the facade and keeps the closed state honest.
export function mount({ button, setIcon }: WidgetHandoff): MountedWidget {
  button.setAttribute('data-widget', 'mounted');
  setIcon('bolt');
  return {
    unmount() {
      button.removeAttribute('data-widget');
    },
  };
}
