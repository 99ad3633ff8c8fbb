import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BacsBureauFolderAdapter, PROCESSED_FOLDER, type UnreadableLine } from '../../../src-server/services/collections/bacs-bureau-folder.adapter';
import { FakeClock } from '../support/fake-clock';

const MANDATE = { reference: 'KCDD000007', accountHolder: "Ada O'Lovelace-Byron & Co", sortCode: '601613', accountNumber: '31926819' };

let dir: string;
let outbox: string;
let inbox: string;
let unreadable: UnreadableLine[];
let bureau: BacsBureauFolderAdapter;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'bacs-bureau-'));
  outbox = join(dir, 'outbox');
  inbox = join(dir, 'inbox');
  unreadable = [];
  bureau = new BacsBureauFolderAdapter(outbox, inbox, new FakeClock(Date.parse('2026-12-23T10:00:00Z')), (line) => unreadable.push(line));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const written = () => readdirSync(outbox).sort();
const lines = (name: string) => readFileSync(join(outbox, name), 'utf8').trimEnd().split('\n');

describe('the Bacs bureau folder', () => {
  it('writes a new instruction (0N) and a cancellation (0C) as whole files, never a .part left behind', async () => {
    await bureau.lodgeMandate(MANDATE);
    await bureau.cancelMandate(MANDATE);
    const files = written();
    expect(files).toHaveLength(2);
    expect(files.every((name) => /^auddis-20261223T100000Z-[0-9a-f]{8}\.csv$/.test(name))).toBe(true);
    const all = files.flatMap((name) => lines(name).slice(1));
    expect(all.sort()).toEqual(['0C,601613,31926819,ADA O LOVELACE-BYR,KCDD000007,0,2026-12-23', '0N,601613,31926819,ADA O LOVELACE-BYR,KCDD000007,0,2026-12-23']);
    expect(lines(files[0])[0]).toBe('transaction_code,sort_code,account_number,account_name,reference,amount_pence,processing_date');
  });

  it('writes the day’s collections in one file: first (01) and regular (17), in pence, on the working day the money moves', async () => {
    await bureau.submitCollections([
      { collectionId: 1, mandate: MANDATE, amountMinor: 5_467, dueOn: '2026-12-29', processingOn: '2026-12-29', sequence: 'first' },
      { collectionId: 2, mandate: { ...MANDATE, reference: 'KCDD000008' }, amountMinor: 12_000, dueOn: '2026-12-26', processingOn: '2026-12-29', sequence: 'regular' },
    ]);
    const [file] = written();
    expect(file).toMatch(/^collections-20261223T100000Z-[0-9a-f]{8}\.csv$/);
    expect(lines(file).slice(1)).toEqual(['01,601613,31926819,ADA O LOVELACE-BYR,KCDD000007,5467,2026-12-29', '17,601613,31926819,ADA O LOVELACE-BYR,KCDD000008,12000,2026-12-29']);
  });

  it('writes nothing for no collections', async () => {
    await bureau.submitCollections([]);
    expect(() => readdirSync(outbox)).toThrow();
  });

  it('reads each unpaid report once, moving it to processed/, and leaves out a line it cannot read', async () => {
    await bureau.readReturns();
    writeFileSync(
      join(inbox, 'arudd-20270104.csv'),
      ['report_id,reference,amount_pence,due_date,returned_on,reason_code', 'ARUDD-1,KCDD000007,5467,2026-12-29,2027-01-04,0', 'ARUDD-2,KCDD000008,12.5,2026-12-29,2027-01-04,0', ''].join('\n'),
    );
    writeFileSync(join(inbox, 'readme.txt'), 'not a report');

    expect(await bureau.readReturns()).toEqual([{ reportId: 'ARUDD-1', mandateReference: 'KCDD000007', amountMinor: 5_467, dueOn: '2026-12-29', returnedOn: '2027-01-04', reasonCode: '0' }]);
    expect(unreadable).toEqual([{ file: 'arudd-20270104.csv', line: 3, reason: 'amount is not whole pence' }]);
    expect(readdirSync(inbox).sort()).toEqual([PROCESSED_FOLDER, 'readme.txt']);
    expect(readdirSync(join(inbox, PROCESSED_FOLDER))).toEqual(['arudd-20270104.csv']);
    expect(await bureau.readReturns()).toEqual([]);
  });
});
