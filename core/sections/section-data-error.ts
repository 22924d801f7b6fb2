// spec §8's exact message; the section's name is a property.
export const SECTION_DATA_ERROR_MESSAGE = 'Failed to retrieve quick actions data';

export class SectionDataError extends Error {
  /** Which section's fetch failed (suggestion, documents, hubs). */
  declare readonly section: string;

  constructor(section: string, options?: ErrorOptions) {
    super(SECTION_DATA_ERROR_MESSAGE, options);
    this.name = 'SectionDataError';
    this.section = section;
  }

  /** One report per section per page view, whatever the cause (core/errors/error-report.ts). */
  get reportKey(): string {
    return `${SECTION_DATA_ERROR_MESSAGE}: ${this.section}`;
  }
}
