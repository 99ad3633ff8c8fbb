import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import Papa from 'papaparse';
import type { CollectionInstruction, CollectionProvider, MandateInstruction, ReturnedCollection } from '../../../src-domain/collections/collection-provider.port';
import type { Clock } from '../clock.port';
import { AUDDIS_TRANSACTION_CODES, bacsAccountName, COLLECTION_TRANSACTION_CODES, FILE_NAMES, OUTGOING_COLUMNS, RETURN_COLUMNS } from './bacs-bureau-layout';

/** Where read reports are moved, inside the inbox, so none is read twice. */
export const PROCESSED_FOLDER = 'processed';

/** A report line we could not read: kept out of the returns and logged, never guessed. */
export interface UnreadableLine {
  file: string;
  line: number;
  reason: string;
}

/**
 * Collections through a Bacs bureau's folders (ADR 0046). What goes out is written to
 * `COLLECTIONS_OUTBOX` atomically: a `.part` file first, renamed when complete, so the bureau never
 * picks up half a file. What comes back are unpaid reports dropped into `COLLECTIONS_INBOX`; each is
 * read and then moved to `processed/`. The layout is `bacs-bureau-layout.ts`, UNVERIFIED.
 */
export class BacsBureauFolderAdapter implements CollectionProvider {
  constructor(
    private readonly outboxDir: string,
    private readonly inboxDir: string,
    private readonly clock: Clock,
    private readonly onUnreadable: (line: UnreadableLine) => void = () => {},
  ) {}

  lodgeMandate(mandate: MandateInstruction): Promise<void> {
    return this.writeOut(FILE_NAMES.mandates, [mandateLine(AUDDIS_TRANSACTION_CODES.lodge, mandate, this.today())]);
  }

  cancelMandate(mandate: MandateInstruction): Promise<void> {
    return this.writeOut(FILE_NAMES.mandates, [mandateLine(AUDDIS_TRANSACTION_CODES.cancel, mandate, this.today())]);
  }

  async submitCollections(collections: readonly CollectionInstruction[]): Promise<void> {
    if (collections.length === 0) return;
    await this.writeOut(
      FILE_NAMES.collections,
      collections.map((c) => ({
        transaction_code: COLLECTION_TRANSACTION_CODES[c.sequence],
        sort_code: c.mandate.sortCode,
        account_number: c.mandate.accountNumber,
        account_name: bacsAccountName(c.mandate.accountHolder),
        reference: c.mandate.reference,
        amount_pence: String(c.amountMinor),
        processing_date: c.processingOn,
      })),
    );
  }

  async readReturns(): Promise<ReturnedCollection[]> {
    await mkdir(join(this.inboxDir, PROCESSED_FOLDER), { recursive: true });
    const names = (await readdir(this.inboxDir, { withFileTypes: true })).filter((entry) => entry.isFile() && FILE_NAMES.isReturnReport(entry.name)).map((entry) => entry.name).sort();
    const returns: ReturnedCollection[] = [];
    for (const name of names) {
      const path = join(this.inboxDir, name);
      returns.push(...this.parseReport(name, await readFile(path, 'utf8')));
      // Moved aside once read; the service records each line idempotently by its id, so a crash between is harmless.
      await rename(path, join(this.inboxDir, PROCESSED_FOLDER, name));
    }
    return returns;
  }

  private parseReport(file: string, text: string): ReturnedCollection[] {
    const parsed = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true, transformHeader: (h) => h.trim() });
    const returns: ReturnedCollection[] = [];
    parsed.data.forEach((row, index) => {
      const field = (name: string) => (row[name] ?? '').trim();
      const line = {
        reportId: field(RETURN_COLUMNS.reportId),
        mandateReference: field(RETURN_COLUMNS.reference),
        amountMinor: Number(field(RETURN_COLUMNS.amountPence)),
        dueOn: field(RETURN_COLUMNS.dueOn),
        returnedOn: field(RETURN_COLUMNS.returnedOn),
        reasonCode: field(RETURN_COLUMNS.reasonCode),
      };
      const reason = unreadable(line);
      if (reason) this.onUnreadable({ file, line: index + 2, reason });
      else returns.push(line);
    });
    return returns;
  }

  /** Writes `<name>.part`, then renames it to `<name>`: the bureau sees the whole file or none. */
  private async writeOut(nameOf: (stamp: string, id: string) => string, rows: Record<(typeof OUTGOING_COLUMNS)[number], string>[]): Promise<void> {
    await mkdir(this.outboxDir, { recursive: true });
    const name = nameOf(this.clock.now().toISOString().replace(/[-:]/g, '').replace(/\.\d{3}Z$/, 'Z'), randomUUID().slice(0, 8));
    const csv = Papa.unparse({ fields: [...OUTGOING_COLUMNS], data: rows.map((row) => OUTGOING_COLUMNS.map((column) => row[column])) }, { newline: '\n' });
    const part = join(this.outboxDir, `${name}.part`);
    await writeFile(part, `${csv}\n`, { encoding: 'utf8', mode: 0o600 });
    await rename(part, join(this.outboxDir, name));
  }

  private today(): string {
    return this.clock.now().toISOString().slice(0, 10);
  }
}

function mandateLine(code: string, mandate: MandateInstruction, today: string): Record<(typeof OUTGOING_COLUMNS)[number], string> {
  return {
    transaction_code: code,
    sort_code: mandate.sortCode,
    account_number: mandate.accountNumber,
    account_name: bacsAccountName(mandate.accountHolder),
    reference: mandate.reference,
    amount_pence: '0',
    processing_date: today,
  };
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function unreadable(line: ReturnedCollection): string | null {
  if (line.reportId === '') return 'no report id';
  if (line.mandateReference === '') return 'no reference';
  if (!Number.isSafeInteger(line.amountMinor) || line.amountMinor <= 0) return 'amount is not whole pence';
  if (!DATE.test(line.dueOn) || !DATE.test(line.returnedOn)) return 'dates are not YYYY-MM-DD';
  return null;
}
