import { type Action, esignExperimentFor, quickActionsFor } from '../../core/actions';
import { experimentIsOn } from '../../core/experiments';
import { type HostProviders, readHostConfig } from '../../core/host';
import type { RequestFn } from '../../core/request';
import type { CountryRegion } from '../../core/locale';
import type { LocalStore } from '../../core/storage';
import { createStore, type Store } from '../../core/store';

export interface ActionsModelOptions {
  place: CountryRegion;
  /** The host's `caNotaryUrl` option, parsed by quickActionsFor. */
  caNotaryUrl: unknown;
  providers: HostProviders;
  request: RequestFn;
  report: (error: unknown) => void;
  /** `persist: false`: the experiment's answer is kept in memory only. */
  memoryStore: LocalStore | undefined;
}

// spec §5. The popup waits for `ready`, so "Sign" does not pop in after it opened.
export function createActionsModel(options: ActionsModelOptions) {
  const { place, providers, report } = options;
  const { country, region } = place;
  const store = createStore<readonly Action[]>(
    quickActionsFor({ country, region, esignExperimentOn: false, unsupportedEsignRegions: [] }),
    { onListenerError: report },
  );
  const esignOn = async (): Promise<boolean> => {
    const experimentName = esignExperimentFor(country);
    if (!experimentName) return false;
    return experimentIsOn({
      experimentName,
      countryCode: country,
      request: options.request,
      onError: report,
      localStore: options.memoryStore,
    });
  };
  const ready = (async () => {
    const [config, esignExperimentOn] = await Promise.all([
      readHostConfig(providers, report),
      esignOn(),
    ]);
    store.set(
      quickActionsFor({
        country,
        region,
        esignExperimentOn,
        unsupportedEsignRegions: config.unsupportedEsignRegions,
        caNotaryUrl: options.caNotaryUrl,
      }),
    );
  })().catch(report);
  // `ready` settles once the config and the e-sign experiment have answered (or failed, reported).
  return { store: store as Store<readonly Action[]>, ready };
}
