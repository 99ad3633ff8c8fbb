import { describe, expect, it } from 'vitest';
import { textSpans } from '../../../src-domain/agreements/document-blocks';
import { markdownBlocks } from '../../../src-server/services/documents/markdown-blocks';

describe('the blocks of a lender’s Markdown', () => {
  it('keeps headings, paragraphs with their strong spans, bullet lists and two-column tables', () => {
    const blocks = markdownBlocks(
      [
        '# Fixed sum loan agreement',
        '',
        'Agreement reference LR-000042, drawn up on',
        '12 December 2026.',
        '',
        '## Key information',
        '',
        '| Amount of credit | £1,234.56 |',
        '| --- | --- |',
        '| APR | 29.8% |',
        '',
        '### Drawdown',
        '',
        '1.2 **Drawdown.** We pay the **whole** amount.',
        '',
        '- we will report missed payments;',
        '- we will send you the notices **the law requires**.',
      ].join('\n'),
    );

    expect(blocks).toEqual([
      { kind: 'heading', level: 1, text: 'Fixed sum loan agreement' },
      { kind: 'paragraph', text: 'Agreement reference LR-000042, drawn up on 12 December 2026.' },
      { kind: 'heading', level: 2, text: 'Key information' },
      { kind: 'table', rows: [['Amount of credit', '£1,234.56'], ['APR', '29.8%']] },
      { kind: 'heading', level: 3, text: 'Drawdown' },
      { kind: 'paragraph', text: '1.2 **Drawdown.** We pay the **whole** amount.' },
      { kind: 'list', items: ['we will report missed payments;', 'we will send you the notices **the law requires**.'] },
    ]);
  });

  it('leaves out a table’s empty header row', () => {
    expect(markdownBlocks('| | |\n| --- | --- |\n| Borrower | Jane Smith |')).toEqual([{ kind: 'table', rows: [['Borrower', 'Jane Smith']] }]);
  });

  it('keeps the words of everything else: numbered items, nested items, wider tables, quotes, links and escapes', () => {
    const blocks = markdownBlocks(
      [
        '1. Call us.',
        '2. Write to us.',
        '',
        '- Free help:',
        '  - MoneyHelper',
        '',
        '| Day | Payment | Balance |',
        '| --- | --- | --- |',
        '| 12 January 2027 | £168.23 | £4,900.00 |',
        '',
        '> Missing payments could have **severe** consequences.',
        '',
        'See [the Financial Ombudsman Service](https://www.financial-ombudsman.org.uk) or www.moneyhelper.org.uk, or e-mail [help@kestrel.test](mailto:help@kestrel.test). Fees: 10\\*2 &amp; no more.',
        '',
        '<!-- Legal: reviewed 2026-11 -->',
        '',
        '***',
      ].join('\n'),
    );

    expect(blocks).toEqual([
      { kind: 'paragraph', text: '1. Call us.' },
      { kind: 'paragraph', text: '2. Write to us.' },
      { kind: 'list', items: ['Free help:', 'MoneyHelper'] },
      { kind: 'paragraph', text: 'Day — Payment — Balance' },
      { kind: 'paragraph', text: '12 January 2027 — £168.23 — £4,900.00' },
      { kind: 'paragraph', text: 'Missing payments could have **severe** consequences.' },
      {
        kind: 'paragraph',
        text: 'See the Financial Ombudsman Service (https://www.financial-ombudsman.org.uk) or www.moneyhelper.org.uk, or e-mail help@kestrel.test. Fees: 10*2 & no more.',
      },
    ]);
  });

  it('says which runs of a block’s text are strong, and leaves a lone pair of asterisks as written', () => {
    expect(textSpans('You borrow **£1,234.56** over **12 months**.')).toEqual([
      { text: 'You borrow ', strong: false },
      { text: '£1,234.56', strong: true },
      { text: ' over ', strong: false },
      { text: '12 months', strong: true },
      { text: '.', strong: false },
    ]);
    expect(textSpans('Rated ** by nobody')).toEqual([{ text: 'Rated ** by nobody', strong: false }]);
  });
});
