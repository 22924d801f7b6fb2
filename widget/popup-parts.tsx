import { memo, useMemo, useRef } from 'react';
import { MY_ACCOUNT_URL, SIGN_IN_URL, VIEW_ALL_URL } from '../core/actions';
import { documentTarget, InvalidSessionError, type RecentDocuments } from '../core/documents';
import { documentIcon, type HubItem } from '../core/hubs';
import type { SectionStore } from '../core/sections';
import {
  actionClickEvent,
  documentClickEvent,
  headerClickEvent,
  hubClickEvent,
  myAccountClickEvent,
  upsellClickEvent,
  viewAllClickEvent,
} from '../core/tracking';
import type { Upsell } from '../core/upsell';
import { AccountRow } from './components/account-row';
import { ActionsList } from './components/actions-list';
import { DocumentsSection, type DocumentEntry } from './components/documents-section';
import { DrawnInTurns } from './components/drawn-in-turns';
import { HubsSection } from './components/hubs-section';
import { SuggestionSection } from './components/suggestion-section';
import { useT } from './i18n';
import type { WidgetModel } from './model/widget-model';
import { useSnapshot } from './use-store';

// Memoised, and reading no store: showing the popup renders App again, and this only with a new
// `atOnce` (an open starting or ending), whose parts are the same functions, so no part renders
// again (drawn-in-turns.tsx). Each part reads the stores it shows, so a change (the icon
// definitions, the actions' config, a section's data) renders that part alone: Preact renders a
// whole update in one task, and a change read here would render every part again at once
// (ADR-0034).
export const PopupContent = memo(function PopupContent({
  model,
  win,
  onDrawn,
  atOnce,
}: {
  model: WidgetModel;
  win: Window | undefined;
  onDrawn: () => void;
  atOnce: boolean;
}) {
  const parts = useMemo(
    () => [
      () => <Header model={model} />,
      () => <Actions model={model} />,
      () => model.suggestion && <Suggestion model={model} store={model.suggestion} />,
      () => model.documents && <Documents model={model} store={model.documents} />,
      () => model.hubs && <Hubs model={model} store={model.hubs} />,
      () => <Account model={model} />,
    ],
    [model],
  );
  return <DrawnInTurns onDrawn={onDrawn} win={win} atOnce={atOnce} parts={parts} />;
});

function Header({ model }: { model: WidgetModel }) {
  const t = useT();
  const { refreshAvailable } = useSnapshot(model.popup);
  // The same button fetches again a section that failed with nothing to show (ADR-0100).
  const sectionsFailed = useSnapshot(model.sectionsFailed);
  const titleRef = useRef<HTMLHeadingElement>(null);
  return (
    <div className="qa-header">
      <h2 className="qa-title" id="qa-popup-title" ref={titleRef} tabIndex={-1}>
        {t('quickActions')}
      </h2>
      {refreshAvailable || sectionsFailed ? (
        <button
          type="button"
          className="qa-refresh"
          onClick={() => {
            model.applyRefresh();
            // The button goes away once used: keep keyboard focus in the popup, on its title,
            // rather than dropping it to the host page (WCAG 2.4.3).
            titleRef.current?.focus();
          }}
        >
          {t('refresh')}
        </button>
      ) : null}
    </div>
  );
}

function Actions({ model }: { model: WidgetModel }) {
  const actions = useSnapshot(model.actions);
  const icons = useSnapshot(model.icons);
  return (
    <div className="qa-section">
      <ActionsList
        actions={actions}
        design={model.design}
        iconUrl={icons.url}
        // Tracked positions are 1-based (core/tracking.ts).
        onAction={(action) =>
          model.chose(
            action.id,
            action.href,
            actionClickEvent(action.id, actions.indexOf(action) + 1),
          )
        }
      />
    </div>
  );
}

function Account({ model }: { model: WidgetModel }) {
  const icons = useSnapshot(model.icons);
  return (
    <AccountRow
      href={MY_ACCOUNT_URL}
      iconSrc={icons.url('account')}
      onOpen={() => model.chose('myAccount', MY_ACCOUNT_URL, myAccountClickEvent())}
    />
  );
}

function Suggestion({ model, store }: { model: WidgetModel; store: SectionStore<Upsell | null> }) {
  const { data } = useSnapshot(store);
  return (
    <SuggestionSection
      upsell={data}
      currentOrigin={model.currentOrigin}
      onOpen={(upsell) =>
        model.chose('upsell', upsell.url, upsellClickEvent(upsell.group, upsell.offer))
      }
    />
  );
}

function Documents({ model, store }: { model: WidgetModel; store: SectionStore<RecentDocuments> }) {
  const snapshot = useSnapshot(store);
  const icons = useSnapshot(model.icons);
  const entries: DocumentEntry[] = snapshot.data.items.map((item) => ({
    id: item.id,
    title: item.title,
    type: item.type,
    icon: documentIconName(item.type, model),
    target: documentTarget(item, model.currentOrigin),
  }));
  return (
    <DocumentsSection
      entries={entries}
      design={model.design}
      viewAllUrl={VIEW_ALL_URL}
      loading={snapshot.loading}
      failed={snapshot.failed}
      iconUrl={icons.url}
      onViewAll={(header) =>
        model.chose('viewAll', VIEW_ALL_URL, header ? headerClickEvent() : viewAllClickEvent())
      }
      onOpen={(entry, position) => {
        const { target } = entry;
        // spec §2/§8: "An invalid session on a document click sends the user to /signin/".
        const invalidSession = store.getSnapshot().error instanceof InvalidSessionError;
        model.chose(
          'document',
          invalidSession
            ? SIGN_IN_URL
            : target.kind === 'link'
              ? target.href
              : target.kind === 'post'
                ? target.url
                : '',
          documentClickEvent(entry.type, position + 1),
        );
        if (invalidSession) window.location.assign(SIGN_IN_URL);
        return !invalidSession;
      }}
    />
  );
}

function documentIconName(type: string, model: WidgetModel): string {
  try {
    return documentIcon(type);
  } catch (error) {
    model.report(error);
    return 'placeholder';
  }
}

function Hubs({ model, store }: { model: WidgetModel; store: SectionStore<HubItem[]> }) {
  const snapshot = useSnapshot(store);
  const icons = useSnapshot(model.icons);
  const t = useT();
  const hubs = snapshot.data.map((hub) => ({
    title: 'titleKey' in hub ? t(hub.titleKey) : hub.title,
    url: hub.url,
    icon: hub.icon,
    newTab: hub.newTab,
  }));
  return (
    <HubsSection
      hubs={hubs}
      loading={snapshot.loading}
      failed={snapshot.failed}
      iconUrl={icons.url}
      onOpen={(hub, position) => model.chose('hub', hub.url, hubClickEvent(hub.url, position + 1))}
    />
  );
}
