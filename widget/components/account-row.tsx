import { useT } from '../i18n';
import { Icon } from './icon';

export interface AccountRowProps {
  href: string;
  iconSrc: string | undefined;
  onOpen(): void;
}

// spec §2: "My Account row → /MyAccount/".
export function AccountRow({ href, iconSrc, onOpen }: AccountRowProps) {
  const t = useT();
  return (
    <div className="qa-section">
      <a className="qa-item" href={href} data-action="account" onClick={onOpen}>
        <Icon src={iconSrc} />
        <span>{t('myAccount')}</span>
      </a>
    </div>
  );
}
