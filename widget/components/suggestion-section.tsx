import { useMemo } from 'react';
import { parseMarkdown } from '../../core/markdown';
import type { Upsell } from '../../core/upsell';
import { useT } from '../i18n';
import { Markdown } from './markdown';

export interface SuggestionSectionProps {
  upsell: Upsell | null;
  currentOrigin: string;
  onOpen(upsell: Upsell): void;
}

// spec §1/§3: one upsell; its markdown links to `{url}`, the group's target (core/upsell.ts).
export function SuggestionSection({ upsell, currentOrigin, onOpen }: SuggestionSectionProps) {
  const t = useT();
  const content = upsell ? t(upsell.contentKey, { url: upsell.url }) : '';
  const nodes = useMemo(() => parseMarkdown(content, currentOrigin), [content, currentOrigin]);
  if (!upsell) return null;
  return (
    <section
      className="qa-section"
      aria-labelledby="qa-suggestion-heading"
      data-section="suggestion"
    >
      <div className="qa-section-head">
        <h3 className="qa-section-title" id="qa-suggestion-heading">
          {t('suggestion')}
        </h3>
      </div>
      <div
        className="qa-suggestion"
        data-upsell-group={upsell.group}
        data-upsell-offer={upsell.offer}
      >
        <a className="qa-item-title qa-link" href={upsell.url} onClick={() => onOpen(upsell)}>
          <strong>{t(upsell.titleKey)}</strong>
        </a>
        <Markdown nodes={nodes} onLink={() => onOpen(upsell)} />
      </div>
    </section>
  );
}
