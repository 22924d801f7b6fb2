import type { FacadeEvent } from '../../core/facade';
import { type EventBus, isHostEvent, type WidgetEvents } from '../../core/host';

// The host's commands in order (docs/host-api.md "Commands"), and stage one's `gone` (ADR-0085). A
// failing command is reported, never thrown; handlers go at `destroy`, after `hidden`.
const MACHINE_EVENTS = ['open', 'close', 'toggle', 'hide', 'show', 'gone', 'destroy'];

export function hostCommands(
  events: EventBus<WidgetEvents>,
  send: (event: FacadeEvent) => void,
  isDrawn: () => boolean,
  report: (error: unknown) => void,
  noteOpener: () => void,
): (command: unknown[]) => void {
  return ([command, name, handler]) => {
    try {
      if (command === 'open' || command === 'toggle') noteOpener();
      if (MACHINE_EVENTS.includes(command as string)) return send({ type: command } as FacadeEvent);
      if (!isHostEvent(name)) throw new TypeError(`Unknown QuickActions event: ${String(name)}`);
      if (typeof handler !== 'function') {
        throw new TypeError(`QuickActions('${String(command)}', '${name}') needs a function`);
      }
      const listener = handler as () => void;
      if (command === 'off') return events.off(name, listener);
      events.on(name, listener);
      // "ready (button drawn; a handler added later is called at once)"; a throw is reported.
      if (name === 'ready' && isDrawn()) listener();
    } catch (error) {
      report(error);
    }
  };
}
