import type { MouseEvent } from 'react';
import { RECENT_DOCUMENTS_LIMIT } from '../../core/documents';
import type { DocumentItemType, DocumentTarget } from '../../core/documents';
import type { Design } from '../../core/visibility';
import { useT } from '../i18n';
import { Icon } from './icon';
import { SectionSlots } from './section-slots';

export interface DocumentEntry {
  id: string;
  title: string;
  type: DocumentItemType;
  icon: string;
  target: DocumentTarget;
}

export interface DocumentsSectionProps {
  entries: readonly DocumentEntry[];
  design: Design;
  viewAllUrl: string;
  loading: boolean;
  /** Nothing to show and the last fetch failed (ADR-0100): not the same as having no documents. */
  failed: boolean;
  iconUrl(name: string): string | undefined;
  /** Called before navigation; returning false cancels it (invalid session → /signin/). */
  onOpen(entry: DocumentEntry, position: number): boolean;
  /** View all, or (`header`) the v2 section header. */
  onViewAll(header?: boolean): void;
}

// spec §1/§3: the two newest documents; an editor's by form POST (spec §7), the others as links.
export function DocumentsSection(props: DocumentsSectionProps) {
  const { entries, design, viewAllUrl, loading, failed, iconUrl, onOpen, onViewAll } = props;
  const t = useT();
  const headingId = 'qa-documents-heading';
  const guard = (entry: DocumentEntry, position: number) => (event: MouseEvent) => {
    if (!onOpen(entry, position)) event.preventDefault();
  };
  return (
    <section className="qa-section" aria-labelledby={headingId} data-section="documents">
      <div className="qa-section-head">
        <h3 className="qa-section-title" id={headingId}>
          {design === 'desktop-v2' ? (
            // spec §2 "View all, or header click in the v2 desktop design → /mydocuments/"
            <a href={viewAllUrl} onClick={() => onViewAll(true)}>
              {t('myDocuments')}
            </a>
          ) : (
            t('myDocuments')
          )}
        </h3>
        <a className="qa-link" href={viewAllUrl} onClick={() => onViewAll()}>
          {t('viewAll')}
        </a>
      </div>
      <SectionSlots rows={RECENT_DOCUMENTS_LIMIT} meta loading={loading && entries.length === 0}>
        {entries.length === 0 ? (
          <p className="qa-empty">
            {loading
              ? t('loading')
              : failed
                ? t('documentsFailed')
                : t(design === 'desktop-v2' ? 'emptyDocumentsV2' : 'emptyDocuments')}
          </p>
        ) : (
          <ul className="qa-list">
            {entries.map((entry, index) => {
              const content = (
                <>
                  <Icon src={iconUrl(entry.icon)} />
                  <span className="qa-item-text">
                    <span className="qa-item-title">{entry.title}</span>
                    <span className="qa-item-meta">{t(`documentType.${entry.type}`)}</span>
                  </span>
                </>
              );
              const { target } = entry;
              return (
                <li key={entry.id} data-document-id={entry.id} data-document-type={entry.type}>
                  {target.kind === 'link' ? (
                    <a
                      className="qa-item"
                      href={target.href}
                      onClick={guard(entry, index)}
                      {...(target.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                    >
                      {content}
                    </a>
                  ) : target.kind === 'post' ? (
                    <form method="post" action={target.url}>
                      {Object.entries(target.fields).map(([name, value]) => (
                        <input key={name} type="hidden" name={name} value={value} />
                      ))}
                      <button type="submit" className="qa-item" onClick={guard(entry, index)}>
                        {content}
                      </button>
                    </form>
                  ) : (
                    <span className="qa-item">{content}</span>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </SectionSlots>
    </section>
  );
}
