// Empty here: tools/build-package.mjs writes lib/msw-data.js from the demo host's own files, so
// the package carries no copy that can drift.
import type { DemoData } from './msw.js';

export const DEMO_DATA: DemoData = {
  users: { A: { secureId: '' }, B: { secureId: '' } },
  tiles: { A: { Data: [] }, B: { Data: [] } },
  dashboards: {},
  ignoredErrorTypes: [],
  icons: {},
};
