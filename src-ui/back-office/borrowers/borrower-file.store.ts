import { makeAutoObservable, runInAction } from 'mobx';
import { ApproveDocument, ApproveRequest, DeclineRequest, RecordPayment, RejectDocument, SettleLoan } from '../../../src-domain/back-office/back-office.use-cases';
import type { BorrowerFile, BorrowerMatch } from '../../../src-domain/back-office/borrower-file.entity';
import { LoadBorrowerFile, LoadDocumentPreview, SearchBorrowers } from '../../../src-domain/back-office/borrower-file.use-cases';
import type { DocumentFile } from '../../../src-domain/documents/document-gateway.port';
import { Conflict, isDomainError, ValidationFailed, type FieldErrors } from '../../../src-domain/shared/errors';
import { parseMoneyInput } from '../../../src-domain/shared/money';
import { formatMoney } from '../../../src-domain/loans/money-format';
import { formatCalendarDate } from '../../../src-domain/shared/calendar-date';
import { todayIso } from '../../../src-domain/profile/profile-dates';
import type { BackOfficeServices } from '../back-office-services';
import { describeBackOfficeError } from '../back-office-errors';

/** An action that asks for words or an amount first, in its dialog. */
export type FileActionKind = 'decline-request' | 'reject-document' | 'record-payment' | 'settle-loan';

/** The open dialog: what it acts on, what was typed (kept when the server refuses it) and what went wrong. */
export interface FileActionDialog {
  kind: FileActionKind;
  /** The request, document or loan acted on. */
  targetId: number;
  text: string;
  /** Record a payment: the day the money arrived (YYYY-MM-DD), today to begin with. */
  receivedOn: string;
  /** Record a payment: the borrower's pending part payment the money is applied as; null for instalments. */
  partPaymentId: number | null;
  fieldErrors: FieldErrors;
  error: string | null;
  sending: boolean;
}

/** What the last action did, for the message at the top of the file. */
export interface FileNotice {
  intent: 'success' | 'primary' | 'danger';
  text: string;
}

/** A document's bytes for the preview, or why they are not there. */
export type DocumentPreview = { state: 'loading' } | { state: 'ready'; file: DocumentFile } | { state: 'failed'; message: string };

/**
 * The back office's borrower search and the borrower's file on screen, with the actions started
 * from it (decide a request, review a document, record a payment, settle a loan). The actions are
 * the queues' own use-cases: one implementation for both screens. After each, the file is read
 * again, so what is shown is what the server now holds.
 */
export class BorrowerFileStore {
  query = '';
  matches: BorrowerMatch[] | null = null;
  searching = false;
  searchError: string | null = null;

  file: BorrowerFile | null = null;
  loading = false;
  loadError: string | null = null;
  /** The borrower asked for is not there (404). */
  notFound = false;
  notice: FileNotice | null = null;
  /** The request or document a one-click action is being sent for (approve buttons). */
  busy: string | null = null;
  dialog: FileActionDialog | null = null;
  readonly previews = new Map<number, DocumentPreview>();

  constructor(private readonly services: BackOfficeServices) {
    makeAutoObservable<BorrowerFileStore, 'services'>(this, { services: false });
  }

  setQuery(query: string): void {
    this.query = query;
    this.searchError = null;
  }

  async search(): Promise<void> {
    this.searching = true;
    this.searchError = null;
    try {
      const matches = await this.services.get(SearchBorrowers).execute(this.query);
      runInAction(() => (this.matches = matches));
    } catch (error) {
      runInAction(() => (this.searchError = fieldOr(error, 'q')));
    } finally {
      runInAction(() => (this.searching = false));
    }
  }

  /** Opens the borrower's file; the previous borrower's is cleared at once so it is never shown under another's name. */
  async load(borrowerId: number): Promise<void> {
    if (this.file?.borrower.id !== borrowerId) {
      this.file = null;
      this.previews.clear();
      this.notice = null;
      this.dialog = null;
    }
    this.loading = true;
    this.loadError = null;
    this.notFound = false;
    try {
      const file = await this.services.get(LoadBorrowerFile).execute(borrowerId);
      runInAction(() => (this.file = file));
    } catch (error) {
      runInAction(() => {
        this.notFound = isDomainError(error) && error.code === 'NOT_FOUND';
        this.loadError = describeBackOfficeError(error);
      });
    } finally {
      runInAction(() => (this.loading = false));
    }
  }

  /** Fetches a document's bytes once, for its preview. */
  async preview(documentId: number): Promise<void> {
    const known = this.previews.get(documentId);
    if (known && known.state !== 'failed') return;
    this.previews.set(documentId, { state: 'loading' });
    try {
      const file = await this.services.get(LoadDocumentPreview).execute(documentId);
      runInAction(() => this.previews.set(documentId, { state: 'ready', file }));
    } catch (error) {
      runInAction(() => this.previews.set(documentId, { state: 'failed', message: describeBackOfficeError(error) }));
    }
  }

  /** Approves a request: the offer is made, or, over the four-eyes limit, the first of two approvals is recorded. */
  async approveRequest(requestId: number): Promise<void> {
    await this.act(`request-${requestId}`, async () => {
      const outcome = await this.services.get(ApproveRequest).execute({ id: requestId, input: {} });
      return outcome.status === 'offered'
        ? { intent: 'success', text: 'Approved: the offer is on its way to the borrower.' }
        : { intent: 'primary', text: 'First approval recorded. This loan needs a second person’s approval before the offer is made.' };
    });
  }

  /** Accepts a document; for a photo ID, whether the reviewer confirmed it is the borrower's. */
  async approveDocument(documentId: number, identityConfirmed: boolean): Promise<void> {
    await this.act(`document-${documentId}`, async () => {
      await this.services.get(ApproveDocument).execute({ id: documentId, input: identityConfirmed ? { identity_confirmed: true } : {} });
      return { intent: 'success', text: identityConfirmed ? 'Document accepted and the identity confirmed.' : 'Document accepted.' };
    });
  }

  openDialog(kind: FileActionKind, targetId: number): void {
    // A payment for a loan with a confirmed part payment is most likely that money: offered first, its amount filled in.
    const pending = kind === 'record-payment' ? (this.file?.loans.find((loan) => loan.id === targetId)?.pendingPartPayment ?? null) : null;
    this.dialog = { kind, targetId, text: pending ? poundsOf(pending.amountMinor) : '', receivedOn: todayIso(), partPaymentId: pending?.id ?? null, fieldErrors: {}, error: null, sending: false };
  }

  setReceivedOn(date: string): void {
    if (!this.dialog) return;
    this.dialog.receivedOn = date;
    this.dialog.fieldErrors = {};
  }

  /** Applies the money as the pending part payment (its amount filled in) or, with null, as instalments. */
  choosePartPayment(partPaymentId: number | null): void {
    const dialog = this.dialog;
    if (!dialog) return;
    dialog.partPaymentId = partPaymentId;
    const pending = this.file?.loans.find((loan) => loan.id === dialog.targetId)?.pendingPartPayment;
    if (partPaymentId !== null && pending?.id === partPaymentId) dialog.text = poundsOf(pending.amountMinor);
    dialog.fieldErrors = {};
  }

  setDialogText(text: string): void {
    if (!this.dialog) return;
    this.dialog.text = text;
    this.dialog.fieldErrors = {};
  }

  closeDialog(): void {
    if (!this.dialog?.sending) this.dialog = null;
  }

  /** Sends the open dialog's action; on a refusal the dialog stays open with what was typed and why. */
  async confirmDialog(): Promise<void> {
    const dialog = this.dialog;
    if (!dialog || dialog.sending) return;
    const sent = this.dialogAction(dialog);
    if (!sent) return;
    dialog.sending = true;
    dialog.error = null;
    dialog.fieldErrors = {};
    try {
      const notice = await sent;
      runInAction(() => {
        this.dialog = null;
        this.notice = notice;
      });
      await this.reload();
    } catch (error) {
      runInAction(() => {
        dialog.sending = false;
        if (error instanceof ValidationFailed) dialog.fieldErrors = dialog.kind === 'record-payment' ? paymentFields(error.fields) : onDialogField(error.fields);
        dialog.error = actionErrorText(error);
      });
    }
  }

  /** The call behind a dialog, or null when its input is refused before any request (the field says why). */
  private dialogAction(dialog: FileActionDialog): Promise<FileNotice> | null {
    const { targetId, text } = dialog;
    switch (dialog.kind) {
      case 'decline-request':
        return this.services.get(DeclineRequest).execute({ id: targetId, input: { reason: text.trim() } }).then(() => ({ intent: 'success', text: 'Declined. The borrower has been told why.' }));
      case 'reject-document':
        return this.services.get(RejectDocument).execute({ id: targetId, input: { reason: text.trim() } }).then(() => ({ intent: 'success', text: 'Document turned down. The borrower has been told why.' }));
      case 'record-payment': {
        const amount = parseMoneyInput(text);
        if (amount === null || amount <= 0) {
          dialog.fieldErrors = { amount: ['Enter the amount paid in pounds, for example 150.00.'] };
          return null;
        }
        const partPayment = dialog.partPaymentId === null ? {} : { part_payment_id: dialog.partPaymentId };
        const as = dialog.partPaymentId === null ? '' : ' as the borrower’s part payment';
        return this.services
          .get(RecordPayment)
          .execute({ id: targetId, input: { amount, date: dialog.receivedOn, ...partPayment } })
          .then(() => ({ intent: 'success', text: `Payment of ${formatMoney(amount, 'GBP', 'always')} received on ${formatCalendarDate(dialog.receivedOn)} recorded${as}.` }));
      }
      case 'settle-loan':
        return this.services.get(SettleLoan).execute({ id: targetId, input: {} }).then(() => ({ intent: 'success', text: 'Loan settled.' }));
    }
  }

  dismissNotice(): void {
    this.notice = null;
  }

  private async act(key: string, action: () => Promise<FileNotice>): Promise<void> {
    if (this.busy) return;
    this.busy = key;
    this.notice = null;
    try {
      const notice = await action();
      runInAction(() => (this.notice = notice));
      await this.reload();
    } catch (error) {
      runInAction(() => (this.notice = { intent: 'danger', text: actionErrorText(error) }));
    } finally {
      runInAction(() => (this.busy = null));
    }
  }

  private async reload(): Promise<void> {
    if (this.file) await this.load(this.file.borrower.id);
  }
}

/** Why an action was refused: a 409 in the server's own words (it names the state, e.g. "already decided"), else the back office's sentence. */
function actionErrorText(error: unknown): string {
  if (error instanceof Conflict && error.message) return error.message;
  return describeBackOfficeError(error);
}

/** The field's own message when the server or the use-case named it, else the sentence for the error. */
function fieldOr(error: unknown, field: string): string {
  if (error instanceof ValidationFailed) {
    const messages = error.fields[field];
    if (messages?.length) return messages[0];
  }
  return describeBackOfficeError(error);
}

/** Record a payment has three fields: the amount (the box called `text`), the date and the part payment. */
function paymentFields(fields: FieldErrors): FieldErrors {
  const { date, part_payment_id: partPayment, ...rest } = fields;
  const amount = Object.values(rest).flat();
  return { ...(amount.length > 0 ? { text: amount } : {}), ...(date ? { date } : {}), ...(partPayment ? { part_payment_id: partPayment } : {}) };
}

/** Minor units as the amount box shows them: "500.00". */
function poundsOf(minor: number): string {
  return (minor / 100).toFixed(2);
}

/** Every dialog has one field; the server names it `reason`, `amount` or `date`, shown under the one box. */
function onDialogField(fields: FieldErrors): FieldErrors {
  const messages = Object.values(fields).flat();
  return messages.length > 0 ? { text: messages } : {};
}
