import type { Action } from '../../core/actions';
import type { Design } from '../../core/visibility';
import { useT } from '../i18n';
import { Icon } from './icon';
import { Tooltip } from './tooltip';

export interface ActionsListProps {
  actions: readonly Action[];
  design: Design;
  iconUrl(name: string): string | undefined;
  onAction(action: Action): void;
}

// spec §1/§2. Mobile shows the short labels as the name (docs/host-api.md "What the page can rely
// on"), the full label as tooltip and description.
export function ActionsList({ actions, design, iconUrl, onAction }: ActionsListProps) {
  const t = useT();
  const short = design === 'mobile';
  return (
    <ul className="qa-list qa-actions">
      {actions.map((action) => {
        const link = (extra: object = {}) => (
          <a
            className="qa-item"
            href={action.href}
            data-action={action.id}
            {...(action.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            {...extra}
            onClick={() => onAction(action)}
          >
            <Icon src={iconUrl(action.icon)} />
            <span>{t(short ? action.shortLabelKey : action.labelKey)}</span>
            {action.newTab ? (
              <span className="qa-visually-hidden"> ({t('opensInNewTab')})</span>
            ) : null}
          </a>
        );
        return (
          <li key={action.id}>
            {short ? <Tooltip text={t(action.labelKey)}>{link}</Tooltip> : link()}
          </li>
        );
      })}
    </ul>
  );
}
