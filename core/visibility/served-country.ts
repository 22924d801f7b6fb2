// spec §2 Visibility / §5: "the country is US, CA or GB".
export function isServedCountry(country: string): boolean {
  return country === 'US' || country === 'CA' || country === 'GB';
}
