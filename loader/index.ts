// dist/loader.js: a classic async script (contract §1). Everything it does is
// guarded: nothing here may throw into the host page (issue 3).
import { startLoader } from './start-loader';

try {
  startLoader(window, document);
} catch {
  // A browser too old for the loader's APIs simply gets no widget.
}
