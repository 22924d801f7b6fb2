// The demo host's data for the Mock Service Worker handlers. Empty in the repository: the build
// (tools/build-package.mjs) writes lib/msw-data.js from demo/fixtures and demo/public/images/icons,
// the files the demo host itself answers from, so the package never carries a copy that can drift.
import type { DemoData } from './msw.js';

export const DEMO_DATA: DemoData = {
  users: { A: { secureId: '' }, B: { secureId: '' } },
  tiles: { A: { Data: [] }, B: { Data: [] } },
  dashboards: {},
  ignoredErrorTypes: [],
  icons: {},
};
