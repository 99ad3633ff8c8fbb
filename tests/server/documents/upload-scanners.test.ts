import { Readable } from 'node:stream';
import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { containsMarkup } from '../../../src-server/http/documents/active-content';
import { displayName } from '../../../src-server/http/documents/document-upload.service';
import { screenPdf } from '../../../src-server/http/documents/pdf-actions';
import { pdfFile } from '../../support/document-files';
import { pdfOf } from './hostile-files';

/** `text` as a stream cut into chunks at `cuts`, as a file read from disk would arrive. */
function chunked(text: string, cuts: number[]): Readable {
  const bounds = [0, ...cuts, text.length];
  return Readable.from(bounds.slice(1).map((end, n) => Buffer.from(text.slice(bounds[n], end), 'latin1')));
}

describe('containsMarkup', () => {
  it('finds a marker split across two chunks, and one in the last chunk', async () => {
    const text = `${'x'.repeat(1000)}<script>alert(1)</script>`;
    expect(await containsMarkup(chunked(text, [1003]))).toBe(true);
    expect(await containsMarkup(chunked(text, [10, 500, 1000]))).toBe(true);
  });

  it('does not take a tag-like run of bytes for markup', async () => {
    expect(await containsMarkup(chunked(`${'<svgz'.repeat(100)}<scripted`, [7, 250]))).toBe(false);
  });
});

describe('screenPdf', () => {
  it('finds an escaped name split across the chunks of an inflated stream', async () => {
    // Text before the name pushes it across the inflater's 256 KiB chunks.
    const contents = `${'0 0 m 1 1 l S\n'.repeat(18_724)}/S /J#61va#53cript`;
    const deflated = deflateSync(Buffer.from(contents, 'latin1'));
    const pdf = pdfOf(['<< /Type /Catalog >>', `<< /Length ${deflated.length} /Filter /FlateDecode >>\nstream\n${deflated.toString('latin1')}\nendstream`]);
    expect(await screenPdf(pdf)).toEqual({ verdict: 'active', name: 'JavaScript' });
  });

  it('passes an ordinary PDF', async () => {
    expect(await screenPdf(pdfFile())).toEqual({ verdict: 'clean' });
  });
});

describe('displayName', () => {
  it.each([
    ['202A', 'left-to-right embedding'],
    ['202B', 'right-to-left embedding'],
    ['202C', 'pop directional formatting'],
    ['202D', 'left-to-right override'],
    ['202E', 'right-to-left override'],
    ['2066', 'left-to-right isolate'],
    ['2067', 'right-to-left isolate'],
    ['2068', 'first strong isolate'],
    ['2069', 'pop directional isolate'],
    ['200E', 'left-to-right mark'],
    ['200F', 'right-to-left mark'],
    ['061C', 'Arabic letter mark'],
  ])('removes U+%s (%s)', (code) => {
    const character = String.fromCharCode(parseInt(code, 16));
    expect(displayName(`pay${character}slip${character}.pdf`)).toBe('payslip.pdf');
  });

  it('keeps letters of right-to-left scripts themselves', () => {
    expect(displayName('كشف-راتب.pdf')).toBe('كشف-راتب.pdf');
  });
});
