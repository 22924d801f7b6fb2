import type { ReactNode } from 'react';
import { PlaceholderGlyph } from './icon';

export interface SectionSlotsProps {
  /** The most rows the section ever shows: its box is that tall from the first frame. */
  rows: number;
  /** Rows with a second, smaller line (a document's type). */
  meta: boolean;
  /** Nothing to show yet: the placeholder rows are drawn, the message is for screen readers. */
  loading: boolean;
  /** The section's list, or its message (loading, empty or failed). */
  children: ReactNode;
}

// A section's body in a box of its loaded size (docs/rules.md §4 "Popup states"): placeholder rows
// of the real rows' structure share one grid cell with the content, so the box is as tall as
// `rows` rows in any font, and an answer that comes in once the popup shows moves nothing. They
// are drawn while loading and unseen otherwise.
export function SectionSlots({ rows, meta, loading, children }: SectionSlotsProps) {
  return (
    <div className="qa-slots" data-loading={loading ? '' : undefined}>
      {children}
      <div className="qa-slot-rows" aria-hidden="true">
        {Array.from({ length: rows }, (_, index) => (
          <span className="qa-item" key={index}>
            <PlaceholderGlyph />
            <span className="qa-item-text">
              <span className="qa-slot-line">{'\u00a0'}</span>
              {meta ? <span className="qa-slot-line qa-slot-meta">{'\u00a0'}</span> : null}
            </span>
          </span>
        ))}
      </div>
    </div>
  );
}
