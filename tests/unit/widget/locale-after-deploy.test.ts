// @vitest-environment jsdom
// widget/model/i18n-model.ts (ADR-0103): a widget whose locale bundles a deploy removed reads the
// current deploy's, and keeps its own answer when there is no other deploy or it fails more.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WidgetHandoff } from '../../../core/host';
import type { LoadedMessages } from '../../../types/format';

const ours = vi.hoisted(() => ({ result: undefined as unknown }));
vi.mock('../../../locales/load-locale', () => ({
  loadMessages: async () => ours.result,
}));
const { createI18nModel } = await import('../../../widget/model/i18n-model');

const FAILED: LoadedMessages = {
  messages: { quickActions: 'Quick Actions' },
  loaded: false,
  errored: true,
  failed: ['fr_CA', 'fr', 'en'],
};
const FRENCH: LoadedMessages = {
  messages: { quickActions: 'Actions rapides' },
  loaded: true,
  errored: false,
  failed: [],
};

function model(currentDeploy?: WidgetHandoff['currentDeploy']) {
  const root = document.createElement('div');
  const shadowRoot = root.attachShadow({ mode: 'open' });
  const button = document.createElement('button');
  const handoff = {
    shadowRoot,
    button,
    context: { place: { country: 'CA', region: 'QC' }, options: {} },
    ...(currentDeploy ? { currentDeploy } : {}),
  } as unknown as WidgetHandoff;
  const reports: unknown[] = [];
  const i18n = createI18nModel({
    handoff,
    report: (error) => reports.push(error),
    whenIdle: (step) => step(),
    lifetime: new AbortController().signal,
  });
  return { i18n, button, reports };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  ours.result = undefined;
});

describe('locale bundles after a deploy', () => {
  it('ours gone: the current deploy’s widget gives the text, nothing is reported', async () => {
    ours.result = FAILED;
    const loadMessages = vi.fn(async () => FRENCH);
    const { i18n, button, reports } = model(async () => ({
      w: async () => ({ mount: () => ({}) as never, loadMessages }),
    }));
    await vi.waitFor(() => expect(i18n.i18n.getSnapshot().loaded).toBe(true));
    expect(loadMessages).toHaveBeenCalledWith(['fr_CA', 'fr', 'en']);
    expect(button.getAttribute('aria-label')).toBe('Actions rapides');
    expect(reports).toEqual([]);
  });

  it('no other deploy, or a look-up that fails: ours stays, and its failure is reported', async () => {
    for (const currentDeploy of [
      async () => undefined,
      async () => Promise.reject(new Error('offline')),
      undefined,
    ]) {
      ours.result = FAILED;
      const { i18n, reports } = model(currentDeploy);
      await vi.waitFor(() => expect(reports).toHaveLength(1));
      await settle();
      expect(i18n.i18n.getSnapshot().loaded).toBe(false);
      expect(String(reports[0])).toMatch(/Locale bundles failed: fr_CA, fr, en/);
    }
  });

  it('ours loaded: the current deploy is never asked', async () => {
    ours.result = FRENCH;
    const currentDeploy = vi.fn(async () => undefined);
    const { i18n } = model(currentDeploy);
    await vi.waitFor(() => expect(i18n.i18n.getSnapshot().loaded).toBe(true));
    expect(currentDeploy).not.toHaveBeenCalled();
  });
});
