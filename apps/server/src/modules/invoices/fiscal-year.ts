/**
 * Bangladesh's fiscal year runs from 1 July to 30 June; invoices are numbered per fiscal year,
 * read on the shop's clock (Asia/Dhaka, UTC+6 all year), whatever the server's time zone.
 */
const dhakaYearMonth = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka', year: 'numeric', month: '2-digit' });

let lastHour = Number.NaN;
let lastYear = '';

/** The fiscal year of this moment in Dhaka, as numbers print it: `2026-27` from 1 July 2026 to 30 June 2027. */
export function fiscalYearOf(at: Date): string {
  // Dhaka's offset is whole hours: a fiscal year never changes within an hour of UTC, and every
  // document numbered within one hour asks for the same year.
  const hour = Math.floor(at.getTime() / 3_600_000);
  if (hour !== lastHour) {
    const parts = dhakaYearMonth.formatToParts(at);
    const year = Number(parts.find((part) => part.type === 'year')?.value);
    const month = Number(parts.find((part) => part.type === 'month')?.value);
    const startYear = month >= 7 ? year : year - 1;
    lastYear = `${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}`;
    lastHour = hour;
  }
  return lastYear;
}

/** The series of numbered documents: invoices and credit notes, each with its own counter. */
export type DocumentSeries = 'INV' | 'CN';

/** `INV-2026-27-000001`: series, fiscal year, and the number within them (six digits). */
export function documentNumber(series: DocumentSeries, fiscalYear: string, sequence: number): string {
  return `${series}-${fiscalYear}-${String(sequence).padStart(6, '0')}`;
}
