import { makeAutoObservable, observableRef, reaction, runInAction } from 'mobx';
import type { BorrowerDocument } from '../../src-domain/documents/document.entity';
import { MAX_ATTACHMENTS, type MessageThread, type ThreadPage } from '../../src-domain/messages/message.entity';
import { ReplyDto, StartThreadDto } from '../../src-domain/messages/message.dto';
import { NotificationType } from '../../src-domain/notifications/notification-type';
import { Conflict } from '../../src-domain/shared/errors';
import { describeError } from '../../src-domain/shared/messages';
import { fieldErrorsOf } from '../../src-domain/shared/validation/validate-input';
import type { StoreContext } from '../app/store-context';
import { SubmissionState } from '../auth/auth.store';
import { FormState } from '../shared/form-state';
import { Loadable } from '../shared/loadable';
import { saveFile } from '../shared/save-file';
import type { UnreadMessagesStore } from './unread-messages.store';

/** What the new-message form holds. */
export interface NewMessageValues extends Record<string, string> {
  subject: string;
  body: string;
}

/** What the reply box holds. */
export interface ReplyValues extends Record<string, string> {
  body: string;
}

/** A borrower's documents are listed at most this many pages deep for attaching (the quota is 40). */
const DOCUMENT_PAGES = 5;

/**
 * Documents chosen to go with a message: the borrower's own, ticked in a list, at most five.
 * Kept beside the text so a refused send keeps the choice too.
 */
export class AttachmentChoice {
  chosen: number[] = [];

  constructor() {
    makeAutoObservable(this);
  }

  get full(): boolean {
    return this.chosen.length >= MAX_ATTACHMENTS;
  }

  has(id: number): boolean {
    return this.chosen.includes(id);
  }

  toggle(id: number, on: boolean): void {
    if (on && !this.has(id) && !this.full) this.chosen.push(id);
    if (!on) this.chosen = this.chosen.filter((chosen) => chosen !== id);
  }

  clear(): void {
    this.chosen = [];
  }
}

/** A form's text, its attachments and its send: kept in the store, so leaving the page and coming back keeps a draft. */
export class MessageDraft<T extends Record<string, string>> {
  form: FormState<T>;
  readonly attachments = new AttachmentChoice();
  readonly submission = new SubmissionState();

  constructor(
    private readonly empty: T,
    private readonly validate: (values: T) => Promise<Record<string, string[]>>,
  ) {
    this.form = this.blank();
    makeAutoObservable<MessageDraft<T>, 'empty' | 'validate'>(this, { form: observableRef, attachments: false, submission: false, empty: false, validate: false });
  }

  /** Starts again empty, with nothing touched (after a send, or for another conversation). */
  reset(): void {
    this.form = this.blank();
    this.attachments.clear();
    this.submission.reset();
  }

  private blank(): FormState<T> {
    return new FormState<T>({ ...this.empty }, this.validate, (field) => this.submission.clearField(field));
  }
}

export const newMessageDtoOf = (values: NewMessageValues, documentIds: number[] = []): StartThreadDto => ({
  subject: values.subject.trim(),
  body: values.body.trim(),
  ...(documentIds.length > 0 ? { document_ids: documentIds } : {}),
});

export const replyDtoOf = (values: ReplyValues, documentIds: number[] = []): ReplyDto => ({
  body: values.body.trim(),
  ...(documentIds.length > 0 ? { document_ids: documentIds } : {}),
});

/**
 * Secure messages (issue 14): the conversations list, the open conversation, the new-message form
 * and the reply box (the navigation's unread count is {@link UnreadMessagesStore}'s). A lender's answer arriving live
 * (`SecureMessageReceived`) refreshes what is shown, so it appears without a reload.
 */
export class MessagesStore {
  readonly threads = new Loadable<ThreadPage>();
  page = 1;
  readonly thread = new Loadable<MessageThread>();
  /** The new-message form is shown. */
  composing = false;
  readonly draft = new MessageDraft<NewMessageValues>({ subject: '', body: '' }, (values) => fieldErrorsOf(StartThreadDto, newMessageDtoOf(values)));
  readonly reply = new MessageDraft<ReplyValues>({ body: '' }, (values) => fieldErrorsOf(ReplyDto, replyDtoOf(values)));
  /** The borrower's documents, to attach. */
  readonly documents = new Loadable<BorrowerDocument[]>();

  constructor(private readonly context: StoreContext) {
    makeAutoObservable<MessagesStore, 'context'>(this, { context: false });
    // Lives with the root store: a lender's answer arriving live refreshes whatever is shown.
    reaction(
      () => context.news.latest,
      (event) => {
        if (event?.type === NotificationType.SecureMessageReceived) void this.refreshShown();
      },
    );
    // Another person signing in on this tab must not see the last one's conversations or count.
    reaction(
      () => context.auth.user?.id ?? null,
      () => this.forget(),
    );
  }

  /** The open conversation's id, when one is shown. */
  get openId(): number | null {
    return this.thread.value?.id ?? null;
  }

  loadThreads(page = this.page): Promise<void> {
    this.page = page;
    return this.threads.load(async () => (await this.context.services.get()).messages.list.execute({ page }));
  }

  /** Opens a conversation (reading it marks the lender's messages read). */
  openThread(id: number): Promise<void> {
    if (this.thread.value?.id !== id) {
      this.thread.value = null;
      this.reply.reset();
    }
    return this.thread.load(async () => (await this.context.services.get()).messages.read.execute(id));
  }

  /** Loads again what is shown, quietly: the list and the open conversation. */
  async refreshShown(): Promise<void> {
    const { messages } = await this.context.services.get();
    const open = this.openId;
    await Promise.all([
      this.threads.refresh(() => messages.list.execute({ page: this.page })),
      open === null ? undefined : this.thread.refresh(() => messages.read.execute(open)),
    ]);
  }

  /** Opens the new-message form; `start` fills the fields that are still empty (a draft in progress wins). */
  startComposing(start: Partial<NewMessageValues> = {}): void {
    for (const field of ['subject', 'body'] as const) {
      if (start[field] && !this.draft.form.values[field]) this.draft.form.input(field, start[field]);
    }
    this.composing = true;
    void this.loadDocuments();
  }

  stopComposing(): void {
    if (this.draft.submission.pending) return;
    this.composing = false;
  }

  /** The borrower's documents to choose attachments from (every page, up to the quota). */
  async loadDocuments(): Promise<void> {
    if (this.documents.value || this.documents.loading) return;
    await this.documents.load(async () => {
      const { documents } = await this.context.services.get();
      const all: BorrowerDocument[] = [];
      for (let page = 1; page <= DOCUMENT_PAGES; page += 1) {
        const found = await documents.list.execute({ page, filters: {} });
        all.push(...found.items);
        if (page >= found.lastPage) break;
      }
      return all;
    });
  }

  /** Sends the new message; resolves to the new conversation's id, or null (the form keeps what was typed). */
  async send(values: NewMessageValues): Promise<number | null> {
    const submission = this.draft.submission;
    submission.start();
    try {
      const { messages } = await this.context.services.get();
      const thread = await messages.start.execute(newMessageDtoOf(values, this.draft.attachments.chosen));
      runInAction(() => {
        submission.succeed();
        this.draft.reset();
        this.composing = false;
        this.thread.value = thread;
      });
      this.context.notifier.success('Message sent. We usually reply within one working day.');
      void this.threads.refresh(() => messages.list.execute({ page: 1 }));
      return thread.id;
    } catch (error) {
      submission.fail(error);
      return null;
    }
  }

  /** Sends a reply in the open conversation; resolves true when it is in. */
  async sendReply(values: ReplyValues): Promise<boolean> {
    const thread = this.thread.value;
    if (!thread) return false;
    const submission = this.reply.submission;
    submission.start();
    try {
      const { messages } = await this.context.services.get();
      const message = await messages.reply.execute({ threadId: thread.id, message: replyDtoOf(values, this.reply.attachments.chosen) });
      runInAction(() => {
        submission.succeed();
        this.reply.reset();
        if (this.thread.value?.id === thread.id) this.thread.value = { ...this.thread.value, lastMessageAt: message.createdAt, messages: [...this.thread.value.messages, message] };
      });
      this.context.notifier.success('Reply sent.');
      return true;
    } catch (error) {
      submission.fail(error);
      // Closed meanwhile: the server's own sentence, and the page shows the conversation as closed.
      if (error instanceof Conflict) {
        runInAction(() => {
          submission.error = error.message;
        });
        void this.thread.refresh(async () => (await this.context.services.get()).messages.read.execute(thread.id));
      }
      return false;
    }
  }

  /** The borrower's own file back, to save. */
  async download(documentId: number, fileName: string): Promise<void> {
    try {
      const { documents } = await this.context.services.get();
      const file = await documents.download.execute(documentId);
      saveFile(fileName, file.type, file.bytes as BlobPart);
    } catch (error) {
      this.context.notifier.error(describeError(error));
    }
  }

  private forget(): void {
    this.threads.value = null;
    this.thread.value = null;
    this.documents.value = null;
    this.composing = false;
    this.page = 1;
    this.draft.reset();
    this.reply.reset();
  }
}
