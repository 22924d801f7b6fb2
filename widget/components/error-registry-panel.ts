// spec §8: a development host's error registry, shown (ADR-0038). No runtime import: a module
// both chunks imported would be one more script on every load, so `adopt` is an argument.
import type { ClientErrorRecord, ClientErrorRegistry } from '../../core/errors';
import type { adoptStylesheet } from '../../themes/adopt-stylesheet';

const CSS = `.qa-errors{position:fixed;left:16px;top:16px;z-index:2147483003;box-sizing:border-box;width:min(360px,calc(100vw - 32px));max-height:40vh;overflow:auto;padding:8px 12px;background:#fff;color:#1d2733;border:2px solid #b42318;border-radius:8px;box-shadow:0 6px 20px rgb(0 0 0/.25);font:13px/1.4 system-ui,sans-serif}
.qa-errors[hidden]{display:none}
.qa-errors h2{margin:0 0 4px;font-size:14px}
.qa-errors ol{margin:0;padding:0;list-style:none}
.qa-errors li{border-top:1px solid #d0d5dd;padding:4px 0}
.qa-errors pre{margin:4px 0;white-space:pre-wrap;word-break:break-word;font-size:12px}
.qa-errors button{font:inherit;color:inherit;background:#fff;border:1px solid #667085;border-radius:4px;padding:2px 6px;margin:2px 4px 2px 0;cursor:pointer;text-align:start}
.qa-errors [data-role=toggle]{display:block;width:100%;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.qa-errors button:focus-visible{outline:3px solid #1d2733;outline-offset:1px}
@media (forced-colors:active){.qa-errors{border-color:CanvasText}}`;

// Shows `registry` in `shadowRoot` until the returned function removes it.
export function showErrorRegistry(
  shadowRoot: ShadowRoot,
  registry: ClientErrorRegistry,
  adopt: typeof adoptStylesheet,
): () => void {
  const doc = shadowRoot.ownerDocument;
  const element = <K extends keyof HTMLElementTagNameMap>(tag: K, text = '') =>
    Object.assign(doc.createElement(tag), { textContent: text });
  const stylesheet = adopt(shadowRoot, CSS);
  const panel = element('section');
  panel.className = 'qa-errors';
  panel.lang = 'en';
  panel.setAttribute('aria-labelledby', 'qa-errors-title');
  const title = element('h2', 'Quick Actions errors (development host)');
  title.id = 'qa-errors-title';
  title.tabIndex = -1;
  const list = element('ol');
  panel.append(title, list);
  shadowRoot.append(panel);

  const button = (text: string, onClick: () => void, role: string, record: number) => {
    const node = element('button', text);
    node.type = 'button';
    node.dataset.role = role;
    node.dataset.record = String(record);
    node.addEventListener('click', onClick);
    return node;
  };

  const item = (record: ClientErrorRecord): HTMLLIElement => {
    const li = element('li');
    const component = record.componentId ? ` (${record.componentId})` : '';
    const label = `#${record.id}${component}: ${record.shortDescription}`;
    const toggle = button(label, () => registry.toggleOpen(record.id), 'toggle', record.id);
    // No aria-controls: tools read that as the floating button's; the text follows anyway.
    toggle.setAttribute('aria-expanded', String(record.open));
    const full = element('pre', record.fullDescription);
    full.hidden = !record.open;
    // The visible text starts the accessible name (WCAG 2.5.3 label in name).
    const dismiss = button('Dismiss', () => registry.dismiss(record.id), 'dismiss', record.id);
    dismiss.setAttribute('aria-label', `Dismiss error ${record.id}`);
    li.append(toggle, full, dismiss);
    return li;
  };

  const render = () => {
    const visible = registry.getSnapshot().filter((record) => record.visible);
    // Focus survives the redraw: the same control, else the title.
    const active = shadowRoot.activeElement as HTMLElement | null;
    const hadFocus = active !== null && panel.contains(active);
    const { role, record } = active?.dataset ?? {};
    list.replaceChildren(...visible.map(item));
    panel.hidden = visible.length === 0;
    if (!hadFocus) return;
    const again = list.querySelector<HTMLElement>(
      `[data-role="${role ?? ''}"][data-record="${record ?? ''}"]`,
    );
    if (again) again.focus();
    else if (visible.length > 0) title.focus();
    else shadowRoot.querySelector<HTMLElement>('button.qa-fab')?.focus();
  };
  const unsubscribe = registry.subscribe(render);
  render();
  return () => {
    unsubscribe();
    panel.remove();
    stylesheet.remove();
  };
}
