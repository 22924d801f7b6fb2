import type { FacadeEvent } from '../../core/facade';
import { type EventBus, isHostEvent, type WidgetEvents } from '../../core/host';

// The host's commands as stage one hands them over, in order (docs/host-api.md "Commands"): `open`,
// `close`, `on`, `off`, `destroy`, and its own `hide` (an evaluation found the widget hidden). A
// command that fails is reported, never thrown.
export function hostCommands(
  events: EventBus<WidgetEvents>,
  send: (event: FacadeEvent) => void,
  isDrawn: () => boolean,
  report: (error: unknown) => void,
): (command: unknown[]) => void {
  return ([command, name, handler]) => {
    try {
      if (command === 'open' || command === 'close') return send({ type: command });
      // destroy: the host's handlers go with everything else (they hear `hidden` first).
      if (command === 'hide' || command === 'destroy') return send({ type: command });
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
