// dist/loader.js: a classic async script (docs/host-api.md "The snippet"). Everything it does is
// guarded: nothing here may throw into the host page.
import { startLoader } from './start-loader';

try {
  startLoader(window, document);
} catch {
  // A browser too old for the loader's APIs simply gets no widget.
}
