// spec §8: "A failed quick-actions data fetch is logged with the message "Failed to retrieve
// quick actions data". The popup keeps the cached data." The section's name rides along as a
// property so the exact message stays exact.
export const SECTION_DATA_ERROR_MESSAGE = 'Failed to retrieve quick actions data';

export class SectionDataError extends Error {
  override name = 'SectionDataError';
  /** Which section's fetch failed (suggestion, documents, hubs). */
  readonly section: string;

  constructor(section: string, options?: ErrorOptions) {
    super(SECTION_DATA_ERROR_MESSAGE, options);
    this.section = section;
  }
}
