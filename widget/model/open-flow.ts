import type { EventBus, WidgetEvents } from '../../core/host';
import { yieldToMain } from '../../core/scheduling';
import { popupCloseEvent, popupOpenEvent, type Tracker } from '../../core/tracking';
import type { Design } from '../../core/visibility';
import type { ContentModel, PopupModel } from './popup-model';
import type { SectionsModel } from './sections-model';
import type { UserHandshake } from './user-handshake';

export interface OpenFlowOptions {
  win: Window;
  design: Design;
  popup: PopupModel;
  content: ContentModel;
  data: SectionsModel;
  /** The shortcuts' answers (config, experiment) and the locale's text: an open waits for them
   * as for its data. */
  actionsReady: Promise<void>;
  textReady: Promise<void>;
  user: UserHandshake;
  tracker: Tracker;
  events: EventBus<WidgetEvents>;
  lifetime: AbortSignal; // the widget's: nothing starts once it has ended
}

// When an open's work runs (ADR-0029). Its own task opens the popup, measures it, changes the
// button and posts the worker's user handshake, a message whose answer then comes while the open
// yields; the data calls (three requests, the cache reads) start in the task after, once the worker
// answered, and the host's `track` for the open in the task after that, where whatever the host's
// handler costs is not counted as ours. A close before then tracks the open first, so the host
// always hears open, then close.
export function createOpenFlow(options: OpenFlowOptions) {
  const { win, popup, data, tracker, events, lifetime } = options;
  let actionsSettled = false;
  const ready = Promise.all([options.actionsReady, options.textReady]);
  void ready.then(() => (actionsSettled = true));
  let openUntracked = false;
  const trackOpen = () => {
    if (!openUntracked) return;
    openUntracked = false;
    tracker.send(popupOpenEvent(options.design));
  };
  const trackOpenLater = () => void yieldToMain(win).then(trackOpen);

  const goLive = async () => {
    const handshake = options.user.beforeDataCalls(lifetime);
    await yieldToMain(win);
    trackOpenLater();
    if (lifetime.aborted) return;
    // Refused by the worker: another person has the device, nothing is fetched for this page.
    const mayFetch = await handshake;
    await Promise.all([ready, mayFetch && data.goLive()]);
    if (!lifetime.aborted) data.settled();
  };

  // Every close is tracked, however it happened (button, outside click, Escape). The host's
  // events last: a host handler may close the popup from `open`.
  popup.subscribe(({ from, to }) => {
    if (to.state === 'closed' && from.state !== 'closed') {
      trackOpen();
      tracker.send(popupCloseEvent());
    }
    if (to.state === 'open' && from.state !== 'open') events.emit('open', undefined);
    else if (to.state !== 'open' && from.state === 'open') events.emit('close', undefined);
  });

  return {
    toggle() {
      const opening = popup.state === 'closed';
      popup.send('click');
      if (!opening) return;
      openUntracked = true;
      // Before anything is drawn for this open: nothing past its 24 h lifetime shows (spec §9).
      data.expire();
      options.content.start();
      if (lifetime.aborted || !actionsSettled || !data.isFresh()) return void goLive();
      // spec §9: fresh data is as good as live, so this open fetches nothing (not even the worker's
      // handshake, which only comes before a data call): its fetch has settled in this task, and
      // the popup shows in the next frame, its content drawn since the mount (ADR-0081).
      void data.goLive();
      data.settled();
      trackOpenLater();
    },
    /** destroy leaves nothing behind: an open not yet tracked is tracked now. */
    trackOpen,
  };
}
