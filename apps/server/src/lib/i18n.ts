/**
 * The API's languages: which one a request asks for, and a contract text in another language.
 *
 * Services and schemas throw the contract's exact English texts. Rather than carry a key through
 * every throw, the English text is the key: a map built once at start leads from each English text
 * to its `<domain>.<object>.<key>`, and each message function gets templates (its English output
 * with the parameters as capture groups, from the contract's MESSAGE_PARAMETERS) that read the
 * parameters back, so the Bangla function prints them its own way. A text found in neither (a
 * framework's own message) stays as it is.
 */
import i18next from 'i18next';
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  MESSAGE_PARAMETERS,
  english,
  isLanguage,
  translations,
  type Language,
  type MessageParameter,
} from '@tools-bd/contract/i18n';

/** Both languages' texts in i18next, the library the web screens translate with. */
const texts = i18next.createInstance();
void texts.init({
  resources: translations,
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  ns: Object.keys(english),
  initAsync: false,
  interpolation: { escapeValue: false },
});

type MessageFunction = (...args: unknown[]) => string;

/** The language the contract's texts are written in, and the texts of every other one are keyed by. */
const SOURCE_LANGUAGE: Language = 'en';

/** The text under `<domain>.<object>.<key>` in a language (English where the language lacks it), functions called with `args`. */
export function textFor(language: Language, key: string, args: readonly unknown[] = []): string | undefined {
  const [domain = '', ...path] = key.split('.');
  const value: unknown =
    texts.getResource(language, domain, path.join('.')) ?? texts.getResource(DEFAULT_LANGUAGE, domain, path.join('.'));
  if (typeof value === 'function') return (value as MessageFunction)(...args);
  return typeof value === 'string' ? value : undefined;
}

/**
 * The language a request asks for in `Accept-Language` (`bn`, `bn-BD`, `en-GB`…, the highest q
 * wins, the first listed among equals), or null when it names neither of the shop's languages.
 */
export function requestedLanguage(acceptLanguage: string | undefined): Language | null {
  if (!acceptLanguage) return null;
  let chosen: Language | null = null;
  let chosenWeight = 0;
  // A real header names a handful of languages; a longer one is not worth reading to the end.
  for (const range of acceptLanguage.slice(0, 1000).split(',', 32)) {
    const [tag = '', ...parameters] = range.split(';');
    const primary = tag.trim().toLowerCase().split('-')[0];
    if (!isLanguage(primary)) continue;
    let weight = 1;
    for (const parameter of parameters) {
      const q = /^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/i.exec(parameter);
      if (q) weight = Number(q[1]);
    }
    if (weight > chosenWeight) [chosen, chosenWeight] = [primary, weight];
  }
  return chosen;
}

interface Found {
  key: string;
  args: readonly unknown[];
}

interface Template {
  key: string;
  pattern: RegExp;
  args(groups: Record<string, string>): unknown[];
}

/** Parameters printed as markers, so the templates can tell where each one went. */
const countMarker = (index: number) => 987_654_300 + index;
const textMarker = (index: number) => `\u0000${index}\u0000`;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every English string's key; the first key wins where the shop repeats a text (the contract test keeps their Bangla equal). */
const keyOfText = new Map<string, string>();
(function collect(tree: object, prefix: string) {
  for (const [name, value] of Object.entries(tree)) {
    if (typeof value === 'string' && !keyOfText.has(value)) keyOfText.set(value, `${prefix}${name}`);
    else if (typeof value === 'object' && value !== null) collect(value, `${prefix}${name}.`);
  }
})(english, '');

/**
 * The templates of one message function: one per combination of its parameters' variants (a count
 * of 1 apart from other counts, since English words it differently; each value of a list).
 */
function templatesOf(key: string, parameters: readonly MessageParameter[]): Template[] {
  type Variant = { fixed: true; value: unknown } | { fixed: false };
  let combinations: Variant[][] = [[]];
  for (const parameter of parameters) {
    const variants: Variant[] =
      parameter === 'count'
        ? [{ fixed: true, value: 1 }, { fixed: false }]
        : parameter === 'text'
          ? [{ fixed: false }]
          : parameter.map((value) => ({ fixed: true, value }));
    combinations = combinations.flatMap((combination) => variants.map((variant) => [...combination, variant]));
  }
  const templates: Template[] = [];
  for (const combination of combinations) {
    const probe = combination.map((variant, index) =>
      variant.fixed ? variant.value : parameters[index] === 'count' ? countMarker(index) : textMarker(index),
    );
    const printed = textFor(SOURCE_LANGUAGE, key, probe) ?? '';
    let source = escapeRegExp(printed);
    let literal = printed;
    const seen = new Set<number>();
    combination.forEach((variant, index) => {
      if (variant.fixed) return;
      const markers =
        parameters[index] === 'count'
          ? [countMarker(index).toLocaleString('en-US'), String(countMarker(index))]
          : [textMarker(index)];
      const group = parameters[index] === 'count' ? '\\d[\\d,]*' : '.+';
      // The first place a parameter went captures it; any later one must repeat it.
      const capture = () => (seen.has(index) ? `\\k<p${index}>` : (seen.add(index), `(?<p${index}>${group})`));
      for (const marker of markers) {
        literal = literal.split(marker).join('');
        source = source.split(escapeRegExp(marker)).reduce((joined, part) => `${joined}${capture()}${part}`);
      }
    });
    // A template without words of its own would match any message.
    if (literal.trim() === '') continue;
    templates.push({
      key,
      pattern: new RegExp(`^${source}$`, 's'),
      args: (groups) =>
        combination.map((variant, index) =>
          variant.fixed
            ? variant.value
            : parameters[index] === 'count'
              ? Number((groups[`p${index}`] ?? '').replaceAll(',', ''))
              : groups[`p${index}`],
        ),
    });
  }
  return templates;
}

const templates: Template[] = Object.entries(MESSAGE_PARAMETERS).flatMap(([key, parameters]) =>
  templatesOf(key, parameters),
);

/** Which contract text an English message is, with the parameters a message function printed into it. */
export function findText(message: string): Found | null {
  const key = keyOfText.get(message);
  if (key) return { key, args: [] };
  for (const template of templates) {
    const match = template.pattern.exec(message);
    if (match) return { key: template.key, args: template.args(match.groups ?? {}) };
  }
  return null;
}

/** An English contract text in `language`; English, and any text that is not the contract's, unchanged. */
export function translateMessage(message: string, language: Language): string {
  if (language === SOURCE_LANGUAGE) return message;
  const found = findText(message);
  if (!found) return message;
  return textFor(language, found.key, found.args) ?? message;
}
