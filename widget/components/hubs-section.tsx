import { useT } from '../i18n';
import { HUBS_LIMIT } from '../../core/hubs';
import { Icon } from './icon';
import { SectionSlots } from './section-slots';

export interface HubEntry {
  title: string;
  url: string;
  icon: string | undefined;
  /** A dashboard on another host opens in a new tab (spec §9 rule for links). */
  newTab: boolean;
}

export interface HubsSectionProps {
  hubs: readonly HubEntry[];
  loading: boolean;
  /** Nothing to show and the last fetch failed (ADR-0100). */
  failed: boolean;
  iconUrl(name: string): string | undefined;
  onOpen(hub: HubEntry, position: number): void;
}

// spec §1/§3: the latest started project hub plus the Estate Vault.
export function HubsSection({ hubs, loading, failed, iconUrl, onOpen }: HubsSectionProps) {
  const t = useT();
  return (
    <section className="qa-section" aria-labelledby="qa-hubs-heading" data-section="hubs">
      <div className="qa-section-head">
        <h3 className="qa-section-title" id="qa-hubs-heading">
          {t('myHubs')}
        </h3>
      </div>
      <SectionSlots rows={HUBS_LIMIT} meta={false} loading={loading && hubs.length === 0}>
        {hubs.length === 0 ? (
          <p className="qa-empty">
            {loading ? t('loading') : failed ? t('hubsFailed') : t('emptyHubs')}
          </p>
        ) : (
          <ul className="qa-list">
            {hubs.map((hub, index) => (
              <li key={hub.url}>
                <a
                  className="qa-item"
                  href={hub.url}
                  onClick={() => onOpen(hub, index)}
                  {...(hub.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                >
                  <Icon src={hub.icon ? iconUrl(hub.icon) : undefined} />
                  <span className="qa-item-title">{hub.title}</span>
                </a>
              </li>
            ))}
          </ul>
        )}
      </SectionSlots>
    </section>
  );
}
