// @vitest-environment jsdom
// No long task of ours (ADR-0028): what the mount only starts (the locale bundles, the icon
// definitions, the theme's stylesheet) starts in tasks after the one that mounts; the mount
// alone was a 44-78 ms task at Lighthouse's calibrated CPU slowdown on a first visit.
import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mount } from '../../../widget/index';
import { createWidgetModel } from '../../../widget/model/widget-model';
import { createFakeHost, holdTasks, settle } from './support/widget-harness';

const themeLinks = (host: ReturnType<typeof createFakeHost>) =>
  [...host.shadowRoot.querySelectorAll('link[data-qa-theme]')].map((link) =>
    link.getAttribute('data-qa-theme'),
  );

describe('what the mount starts, a task later', () => {
  it('asks for the locale bundles and the icon definitions in a task after the model is made', async () => {
    const nextTask = holdTasks();
    const host = createFakeHost();
    const model = createWidgetModel(host.handoff, host.deps);
    await settle();
    expect(model.i18n.getSnapshot().loaded).toBe(false);
    expect(host.network.count('icons')).toBe(0);
    await nextTask();
    expect(model.i18n.getSnapshot().loaded).toBe(true);
    expect(host.network.count('icons')).toBe(1);
    model.dispose();
  });

  it('starts nothing once the model is disposed before that task', async () => {
    const nextTask = holdTasks();
    const host = createFakeHost();
    const model = createWidgetModel(host.handoff, host.deps);
    model.dispose();
    await nextTask();
    expect(model.i18n.getSnapshot().loaded).toBe(false);
    expect(host.network.count('icons')).toBe(0);
  });

  it("adds the theme's stylesheet in a task after the mount, unless `update` chose one first", async () => {
    const nextTask = holdTasks();
    const host = createFakeHost({ options: { theme: 'slate-v1' } });
    let widget!: ReturnType<typeof mount>;
    act(() => {
      widget = mount(host.handoff, host.deps);
    });
    await settle();
    expect(themeLinks(host)).toEqual([]);
    await nextTask();
    expect(themeLinks(host)).toEqual(['slate-v1']);
    await act(async () => widget.unmount());
    host.root.remove();

    const updated = createFakeHost({ options: { theme: 'slate-v1' } });
    act(() => {
      widget = mount(updated.handoff, updated.deps);
      widget.update({ theme: 'slate-v4' });
    });
    await nextTask();
    expect(themeLinks(updated)).toEqual(['slate-v4']);
    await act(async () => widget.unmount());
    updated.root.remove();
  });
});
