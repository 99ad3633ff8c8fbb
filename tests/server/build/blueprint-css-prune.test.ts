import { describe, expect, it } from 'vitest';

/** The build script is plain JavaScript (no types): its pruning function, typed for this test. */
type Prune = (css: string, classes: { ns: string; used: Set<string>; families: Set<string>; vars: Set<string> }) => Promise<string>;
const BUILD_SCRIPT: string = '../../../esbuild.config.mjs';
const { pruneBlueprintCss } = (await import(BUILD_SCRIPT)) as { pruneBlueprintCss: Prune };

const CSS = `
:root { --bp-intent-primary-rest: #2d72d2; --bp-palette-blue-3: #2d72d2; --bp-palette-rose-1: #a82255; --bp-surface-shadow: 0 0 0 1px var(--bp-palette-dark-1); --bp-palette-dark-1: #111; --bp-typography-size-h1: 36px; }
.bp6-button { color: var(--bp-intent-primary-rest); box-shadow: var(--bp-surface-shadow); }
.bp6-slider { color: var(--bp-palette-rose-1); }
`;

describe('the build’s Blueprint CSS pruning', () => {
  it('keeps the rules of used classes and the custom properties they read (and what those read), drops the rest', async () => {
    const out = await pruneBlueprintCss(CSS, { ns: 'bp6', used: new Set(['bp6-button']), families: new Set(), vars: new Set(['--bp-typography-size-h1']) });
    expect(out).toContain('.bp6-button');
    expect(out).not.toContain('.bp6-slider');
    for (const kept of ['--bp-intent-primary-rest', '--bp-surface-shadow', '--bp-palette-dark-1', '--bp-typography-size-h1']) expect(out, kept).toContain(`${kept}:`);
    // Read only by the dropped slider, or by nothing.
    expect(out).not.toContain('--bp-palette-rose-1:');
    expect(out).not.toContain('--bp-palette-blue-3:');
  });

  it('keeps dark rules for the class the portal toggles, not their copies for the colour-scheme attribute it never sets', async () => {
    const css = '.bp6-dark .bp6-button, [data-bp-color-scheme=dark] .bp6-button { color: white; } [data-bp-color-scheme=dark] { --x: 1; }';
    const out = await pruneBlueprintCss(css, { ns: 'bp6', used: new Set(['bp6-button', 'bp6-dark']), families: new Set(), vars: new Set() });
    expect(out).toContain('.bp6-dark .bp6-button');
    expect(out).not.toContain('data-bp-color-scheme');
  });
});
