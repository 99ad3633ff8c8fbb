import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** The weights a document uses: body, strong spans and lower headings, the title. */
export type FontWeight = 400 | 600 | 700;

/**
 * Source Sans 3 comes as one file per script subset. Latin first (nearly every word), then the
 * subsets that carry the rest of a borrower's name or address (Łukasz, Ștefan, Nguyễn, Σοφία, Ольга).
 */
const SUBSETS = ['latin', 'latin-ext', 'vietnamese', 'greek', 'greek-ext', 'cyrillic', 'cyrillic-ext'] as const;
type Subset = (typeof SUBSETS)[number];

const FONT_PACKAGE = '@fontsource/source-sans-3';

/** The pdfkit name of a face, e.g. "source-sans-3-latin-ext-600". */
export function faceName(subset: Subset, weight: FontWeight): string {
  return `source-sans-3-${subset}-${weight}`;
}

/** Every face by its pdfkit name and file; pdfkit opens (and embeds) only the ones a document uses. */
export const FONT_FACES: readonly { name: string; file: string }[] = SUBSETS.flatMap((subset) =>
  ([400, 600, 700] as const).map((weight) => ({
    name: faceName(subset, weight),
    file: require.resolve(`${FONT_PACKAGE}/files/source-sans-3-${subset}-${weight}-normal.woff`),
  })),
);

/** The code points each subset's file holds, from the package's own unicode-range table. */
const COVERAGE: readonly { subset: Subset; ranges: [number, number][] }[] = (() => {
  const table = JSON.parse(readFileSync(require.resolve(`${FONT_PACKAGE}/unicode.json`), 'utf8')) as Record<string, string>;
  return SUBSETS.map((subset) => ({
    subset,
    ranges: table[subset].split(',').map((range): [number, number] => {
      const [from, to = from] = range.trim().replace(/^U\+/i, '').split('-');
      return [parseInt(from, 16), parseInt(to, 16)];
    }),
  }));
})();

function subsetOf(codePoint: number): Subset {
  return COVERAGE.find(({ ranges }) => ranges.some(([from, to]) => codePoint >= from && codePoint <= to))?.subset ?? 'latin';
}

/** A stretch of text one face can draw. */
export interface FontRun {
  text: string;
  face: string;
}

/**
 * Splits text into runs by the subset that has each character, so no letter prints as an empty box.
 * White space and punctuation every subset lacks stay with the run they are in.
 */
export function fontRuns(text: string, weight: FontWeight): FontRun[] {
  const runs: FontRun[] = [];
  for (const character of text) {
    const codePoint = character.codePointAt(0) ?? 0;
    const neutral = /\s/.test(character) && runs.length > 0;
    const face = neutral ? runs[runs.length - 1].face : faceName(subsetOf(codePoint), weight);
    const last = runs[runs.length - 1];
    if (last && last.face === face) last.text += character;
    else runs.push({ text: character, face });
  }
  return runs;
}
