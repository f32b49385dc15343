const HTML_SPECIAL = /[&<>"']/;
const HTML_SPECIALS = /[&<>"']/g;
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text for an HTML body or attribute (the shop's e-mails); most texts have nothing to escape and are returned as they are. */
export const escapeHtml = (value: string): string =>
  HTML_SPECIAL.test(value) ? value.replace(HTML_SPECIALS, (character) => ENTITIES[character]!) : value;
