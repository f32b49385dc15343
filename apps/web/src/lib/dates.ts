const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

export function formatDate(value: string | Date): string {
  return dateFormat.format(typeof value === 'string' ? new Date(value) : value);
}
