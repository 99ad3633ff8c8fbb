import { makeAutoObservable, runInAction } from 'mobx';
import { CloseConversation, ReadStaffConversation, ReplyToConversation } from '../../../src-domain/back-office/back-office.use-cases';
import type { StaffConversation } from '../../../src-domain/back-office/queue.entities';
import { ValidationFailed, type FieldErrors } from '../../../src-domain/shared/errors';
import type { BackOfficeServices } from '../back-office-services';
import { describeBackOfficeError } from '../back-office-errors';

/** One conversation on screen: its thread, the reply being written, closing it. */
export class ConversationStore {
  conversation: StaffConversation | null = null;
  loading = false;
  loadError: string | null = null;
  /** What is typed in the reply box; kept when sending fails, cleared once sent. */
  draft = '';
  sending = false;
  sendError: string | null = null;
  fieldErrors: FieldErrors = {};
  closing = false;
  private shownId: number | null = null;

  constructor(private readonly services: BackOfficeServices) {
    makeAutoObservable<ConversationStore, 'services' | 'shownId'>(this, { services: false, shownId: false });
  }

  async open(id: number): Promise<void> {
    if (this.shownId !== id) {
      this.shownId = id;
      this.conversation = null;
      this.draft = '';
      this.sendError = null;
      this.fieldErrors = {};
    }
    this.loading = true;
    this.loadError = null;
    try {
      const conversation = await this.services.get(ReadStaffConversation).execute(id);
      runInAction(() => {
        if (this.shownId === id) this.conversation = conversation;
        this.loading = false;
      });
    } catch (error) {
      runInAction(() => {
        this.loading = false;
        this.loadError = describeBackOfficeError(error);
      });
    }
  }

  setDraft(text: string): void {
    this.draft = text;
    if (this.fieldErrors.message) this.fieldErrors = {};
  }

  /** Sends the reply; resolves true once sent (the thread is read again to show it). */
  async reply(): Promise<boolean> {
    const id = this.shownId;
    if (id === null || this.sending) return false;
    this.sending = true;
    this.sendError = null;
    this.fieldErrors = {};
    try {
      await this.services.get(ReplyToConversation).execute({ id, input: { message: this.draft } });
      runInAction(() => {
        this.draft = '';
        this.sending = false;
      });
      await this.open(id);
      return true;
    } catch (error) {
      runInAction(() => {
        this.sending = false;
        this.sendError = describeBackOfficeError(error);
        this.fieldErrors = error instanceof ValidationFailed ? error.fields : {};
      });
      return false;
    }
  }

  /** Closes the conversation; resolves true once closed. */
  async close(): Promise<boolean> {
    const id = this.shownId;
    if (id === null || this.closing) return false;
    this.closing = true;
    this.sendError = null;
    try {
      await this.services.get(CloseConversation).execute(id);
      runInAction(() => {
        this.closing = false;
      });
      await this.open(id);
      return true;
    } catch (error) {
      runInAction(() => {
        this.closing = false;
        this.sendError = describeBackOfficeError(error);
      });
      return false;
    }
  }
}
