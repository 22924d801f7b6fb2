// The package's dist/ under /quick-actions/: served by `vite` and `vite preview` with its headers,
// and written into the build's output (README "Deploying `dist/`").
import { quickActions } from 'quick-actions/vite';
import type { UserConfig } from 'vite';

export default { plugins: [quickActions()] } satisfies UserConfig;
