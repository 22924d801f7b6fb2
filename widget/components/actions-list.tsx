import type { Action } from '../../core/actions/quick-actions';
import type { Design } from '../../core/visibility/design';
import { useT } from '../i18n';
import { Icon } from './icon';

export interface ActionsListProps {
  actions: readonly Action[];
  design: Design;
  iconUrl(name: string): string | undefined;
  placeholder: string | undefined;
  onAction(action: Action): void;
}

// spec §1/§2: create, sign (second), notarize. The mobile design shows the short
// labels ("New", "Sign", "Notarize"); the accessible name stays the visible label
// (contract §4), and the full label is the link's title.
export function ActionsList({ actions, design, iconUrl, placeholder, onAction }: ActionsListProps) {
  const t = useT();
  const short = design === 'mobile';
  return (
    <ul className="qa-list qa-actions">
      {actions.map((action) => (
        <li key={action.id}>
          <a
            className="qa-item"
            href={action.href}
            data-action={action.id}
            title={short ? t(action.labelKey) : undefined}
            {...(action.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            onClick={() => onAction(action)}
          >
            <Icon src={iconUrl(action.icon)} placeholder={placeholder} />
            <span>{t(short ? action.shortLabelKey : action.labelKey)}</span>
            {action.newTab ? (
              <span className="qa-visually-hidden"> ({t('opensInNewTab')})</span>
            ) : null}
          </a>
        </li>
      ))}
    </ul>
  );
}
