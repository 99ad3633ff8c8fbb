import { makeAutoObservable, reaction, runInAction } from 'mobx';
import type { Letter } from '../../src-domain/letters/letter.entity';
import { ukDateOf } from '../../src-domain/complaints/complaint-dates';
import { NotificationType } from '../../src-domain/notifications/notification-type';
import { ValidationFailed } from '../../src-domain/shared/errors';
import { describeError } from '../../src-domain/shared/messages';
import type { Page } from '../../src-domain/shared/page';
import type { StoreContext } from '../app/store-context';
import { Loadable } from '../shared/loadable';
import { saveFile } from '../shared/save-file';

/** The two letters a borrower can ask for on a loan's page. */
export type LetterRequest = 'statement' | 'settlement-statement';

/** "annual-statement-KC00000077-2027-12-20.pdf": what the letter is, about which loan, from when. */
export function letterFileName(letter: Letter): string {
  return `${letter.kind}-${letter.loanReference}-${ukDateOf(new Date(letter.issuedAt))}.pdf`;
}

/**
 * The lender's letters: those of the loan on screen, the gathered list of every loan's letters (a
 * page at a time), the two letters made on request, and the downloads. A `LetterIssued` arriving
 * live loads again whichever list is shown.
 */
export class LettersStore {
  loanId: number | null = null;
  readonly loanLetters = new Loadable<Letter[]>();
  readonly all = new Loadable<Page<Letter>>();
  page = 1;
  /** The request under way, if any: one at a time. */
  requesting: LetterRequest | null = null;
  /** Why the last request failed, in words for the borrower; cleared by the next one. */
  requestError: string | null = null;
  /** The letter the last request made, offered for download at once. */
  justMade: Letter | null = null;
  /** The letter whose PDF is being fetched. */
  downloading: number | null = null;

  constructor(private readonly context: StoreContext) {
    makeAutoObservable<LettersStore, 'context'>(this, { context: false });
    // Lives with the root store: a letter the servicing job issues shows without a reload.
    reaction(
      () => context.news.latest,
      (event) => {
        if (event?.type === NotificationType.LetterIssued) void this.refreshShown();
      },
    );
  }

  /** Opens the letters of loan `loanId`; a request's outcome for another loan is forgotten. */
  loadForLoan(loanId: number): Promise<void> {
    if (this.loanId !== loanId) {
      this.loanId = loanId;
      this.loanLetters.value = null;
      this.justMade = null;
      this.requestError = null;
    }
    return this.loanLetters.load(async () => (await this.context.services.get()).letters.forLoan.execute(loanId));
  }

  loadAll(page = 1): Promise<void> {
    this.page = page;
    return this.all.load(async () => (await this.context.services.get()).letters.list.execute(page));
  }

  /** Loads again what is shown, quietly (a failure keeps the list as it was). */
  async refreshShown(): Promise<void> {
    const { letters } = await this.context.services.get();
    const loanId = this.loanId;
    await Promise.all([
      loanId === null ? undefined : this.loanLetters.refresh(() => letters.forLoan.execute(loanId)),
      this.all.refresh(() => letters.list.execute(this.page)),
    ]);
  }

  /** Makes a statement of account, or a settlement statement for today, on the loan on screen. */
  async request(kind: LetterRequest): Promise<void> {
    const loanId = this.loanId;
    if (loanId === null || this.requesting) return;
    this.requesting = kind;
    this.requestError = null;
    this.justMade = null;
    try {
      const { letters } = await this.context.services.get();
      const letter = kind === 'statement' ? await letters.requestStatement.execute(loanId) : await letters.requestSettlementStatement.execute({ loanId, input: {} });
      runInAction(() => {
        if (this.loanId !== loanId) return;
        this.justMade = letter;
        this.loanLetters.value = [letter, ...(this.loanLetters.value ?? []).filter((shown) => shown.id !== letter.id)];
      });
    } catch (error) {
      runInAction(() => {
        this.requestError = error instanceof ValidationFailed ? (Object.values(error.fields).flat()[0] ?? describeError(error)) : describeError(error);
      });
    } finally {
      runInAction(() => {
        this.requesting = null;
      });
    }
  }

  /** Saves a letter's PDF; the first download marks it read, here as on the server. */
  async download(letter: Letter): Promise<void> {
    this.downloading = letter.id;
    try {
      const { letters } = await this.context.services.get();
      const file = await letters.pdf.execute(letter.id);
      saveFile(letterFileName(letter), file.type, file.bytes as Uint8Array<ArrayBuffer>);
      runInAction(() => this.markRead(letter.id, new Date().toISOString()));
    } catch (error) {
      this.context.notifier.error(`We could not fetch your ${letter.title.toLowerCase()}: ${describeError(error)}`);
    } finally {
      runInAction(() => {
        this.downloading = null;
      });
    }
  }

  private markRead(letterId: number, at: string): void {
    const mark = (letter: Letter) => {
      if (letter.id === letterId) letter.readAt ??= at;
    };
    this.loanLetters.value?.forEach(mark);
    this.all.value?.items.forEach(mark);
    if (this.justMade) mark(this.justMade);
  }
}
