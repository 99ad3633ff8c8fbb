import Mustache from 'mustache';

/** A template names a placeholder the view leaves empty: the document must not be issued with a blank. */
export class TemplatePlaceholdersMissing extends Error {
  constructor(
    readonly template: string,
    readonly names: readonly string[],
  ) {
    super(`The template ${template} has no value for: ${names.join(', ')}`);
    this.name = 'TemplatePlaceholdersMissing';
  }
}

/**
 * Fills a Markdown template's Mustache placeholders. HTML escaping is off (the output is Markdown,
 * not HTML); instead each value's Markdown punctuation is escaped, so an address with a `|` or a
 * name with `*` stays text and never reshapes a table or starts bold. Line breaks in a value become
 * spaces for the same reason. A placeholder with no printable value throws before anything renders.
 */
export function fillTemplate(templateName: string, template: string, view: Record<string, unknown>): string {
  const missing = missingPlaceholders(template, view);
  if (missing.length > 0) throw new TemplatePlaceholdersMissing(templateName, missing);
  return Mustache.render(template, view, {}, { escape: escapeMarkdown });
}

/**
 * The placeholders the template would print empty (undefined, null, blank, or a value that is not text
 * or a number), in the order they first appear. Sections are followed as Mustache renders them: a
 * false section's placeholders are not needed; a list's are looked up in each item.
 */
export function missingPlaceholders(template: string, view: Record<string, unknown>): string[] {
  const missing = new Set<string>();
  walk(Mustache.parse(template), new Mustache.Context(view), missing);
  return [...missing];
}

function walk(tokens: Mustache.TemplateSpans, context: Mustache.Context, missing: Set<string>): void {
  for (const token of tokens) {
    const [type, name] = token;
    // A section's token carries its inner tokens in position 4.
    const children = type === '#' || type === '^' ? (token[4] as Mustache.TemplateSpans) : [];
    if (type === 'name' || type === '&') {
      if (!isPrintable(context.lookup(name))) missing.add(name);
    } else if (type === '>') {
      missing.add(`> ${name} (partials are not supported)`);
    } else if (type === '#' || type === '^') {
      const value: unknown = context.lookup(name);
      if (value === undefined) {
        missing.add(name);
        continue;
      }
      const shown = Array.isArray(value) ? value.length > 0 : Boolean(value);
      if (type === '^') {
        if (!shown) walk(children, context, missing);
      } else if (Array.isArray(value)) {
        for (const item of value) walk(children, context.push(item), missing);
      } else if (shown) {
        walk(children, typeof value === 'object' ? context.push(value) : context, missing);
      }
    }
  }
}

function isPrintable(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() !== '';
  return typeof value === 'number' && Number.isFinite(value);
}

/** Characters that start or end inline Markdown anywhere in a line. */
const INLINE_MARKUP = /[\\`*_[\]<>|~]/g;
/** What makes a line a heading, a quote, a rule or a list item when a value starts the line. */
const LINE_START_MARKUP = /^([#>+=-]|\d+[.)])/;

function escapeMarkdown(value: string): string {
  return String(value)
    .replace(/\s*[\r\n]+\s*/g, ' ')
    .replace(INLINE_MARKUP, (character) => `\\${character}`)
    .replace(LINE_START_MARKUP, (marker) => `${marker.slice(0, -1)}\\${marker.slice(-1)}`);
}
