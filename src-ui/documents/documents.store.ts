import { makeAutoObservable, reaction, runInAction } from 'mobx';
import { groupStatus, oneOfGroups, PHOTO_IDENTITY, type RequirementGroup, type RequirementStatus } from '../../src-domain/agreements/identity-requirement';
import type { BorrowerDocument, DocumentFilters, DocumentPage, DocumentStatus, DocumentType } from '../../src-domain/documents/document.entity';
import { Conflict, NotFound, ValidationFailed } from '../../src-domain/shared/errors';
import { describeError } from '../../src-domain/shared/messages';
import { NotificationType } from '../../src-domain/notifications/notification-type';
import type { StoreContext } from '../app/store-context';
import { saveFile } from '../shared/save-file';

/** The upload form: which document, which side, its expiry, the file, and the send in progress. */
export class UploadState {
  typeSlug = '';
  side: 'front' | 'back' = 'front';
  expiresOn = '';
  file: File | null = null;
  sending = false;
  /** 0 to 1 while sending. */
  progress = 0;
  error: string | null = null;
  fieldErrors: Record<string, string[]> = {};
  private controller: AbortController | null = null;

  constructor() {
    makeAutoObservable<UploadState, 'controller'>(this, { controller: false });
  }

  setSide(side: 'front' | 'back'): void {
    this.side = side;
  }

  setExpiry(date: string): void {
    this.expiresOn = date;
    delete this.fieldErrors.expires_on;
  }

  setFile(file: File | null): void {
    this.file = file;
    this.fieldErrors = {};
    this.error = null;
  }

  begin(): AbortSignal {
    this.controller = new AbortController();
    this.sending = true;
    this.progress = 0;
    this.error = null;
    this.fieldErrors = {};
    return this.controller.signal;
  }

  cancel(): void {
    this.controller?.abort();
  }
}

/** The photo identity requirement (one of several types) and where the borrower stands with it. */
export interface IdentityRequirement {
  group: RequirementGroup;
  status: RequirementStatus;
  /** The latest photo ID the lender turned down, to say why another is needed. */
  rejection: BorrowerDocument | null;
}

/** The live notifications that change the documents list. */
const REVIEW_NEWS: ReadonlySet<string> = new Set([NotificationType.DocumentApproved, NotificationType.DocumentRejected]);

/** /dashboard/documents: the types the lender asks for, the borrower's documents, and uploads. */
export class DocumentsStore {
  types: DocumentType[] | null = null;
  page: DocumentPage | null = null;
  filters: DocumentFilters = {};
  loading = false;
  loadError: string | null = null;
  readonly upload = new UploadState();
  /** The document whose file is on its way down. */
  downloading: number | null = null;
  /** The document the borrower asked to remove, until they confirm or keep it. */
  removal: BorrowerDocument | null = null;
  /** The removal is on its way to the lender. */
  removing = false;
  /** The newest documents as last listed without a filter: what requirements are judged on while a filter narrows the list. */
  private onRecord: BorrowerDocument[] | null = null;

  constructor(private readonly context: StoreContext) {
    makeAutoObservable<DocumentsStore, 'context' | 'onRecord'>(this, { context: false, onRecord: true });
    // Lives with the root store: a review arriving live updates the list if it is shown.
    reaction(
      () => context.news.latest,
      (event) => {
        if (event && REVIEW_NEWS.has(event.type) && this.page && !this.loading) void this.load(this.page.page, this.filters);
      },
    );
  }

  get selectedType(): DocumentType | null {
    return this.types?.find((t) => t.slug === this.upload.typeSlug) ?? null;
  }

  /** Required types with nothing accepted or being checked: what the lender still needs. */
  get stillNeeded(): DocumentType[] {
    const onFile = new Set((this.page?.items ?? []).filter((d) => d.status === 'approved' || d.status === 'pending').map((d) => d.typeSlug));
    return (this.types ?? []).filter((t) => t.requiredBy.length > 0 && !onFile.has(t.slug));
  }

  /**
   * What the lender still needs, when the list on show can tell: loaded, and not narrowed by a filter
   * (a filtered list would hide what is on file). Null until then.
   */
  get stillNeededIfKnown(): DocumentType[] | null {
    if (!this.types || !this.page || this.filters.type || this.filters.status) return null;
    return this.stillNeeded;
  }

  /**
   * Proof of identity: any one of the photo ID types (docs/design/agreements.md §2), needed before
   * signing. Met only once the reviewer also confirmed the holder; until then it is being checked.
   * Null until the types and an unfiltered list are loaded, or when the lender asks for no photo ID.
   */
  get identityRequirement(): IdentityRequirement | null {
    const group = oneOfGroups(this.types ?? []).find((candidate) => candidate.oneOf === PHOTO_IDENTITY);
    if (!group || !this.onRecord) return null;
    const slugs = new Set(group.types.map((type) => type.slug));
    const documents = this.onRecord.filter((document) => slugs.has(document.typeSlug));
    const statuses: Record<string, DocumentStatus[]> = {};
    for (const document of documents) (statuses[document.typeSlug] ??= []).push(document.status);
    const identityConfirmed = documents.some((document) => document.status === 'approved' && document.identityConfirmed);
    return { group, status: groupStatus(group, statuses, { identityConfirmed }), rejection: documents.find((document) => document.status === 'rejected') ?? null };
  }

  /** A type the borrower may need to send again: still needed on its own, or an alternative of an unmet identity requirement. */
  needsAnother(slug: string): boolean {
    if (this.stillNeeded.some((type) => type.slug === slug)) return true;
    const identity = this.identityRequirement;
    return identity !== null && identity.status !== 'approved' && identity.status !== 'pending' && identity.group.types.some((type) => type.slug === slug);
  }

  /** The latest rejection of a type, to say why it is needed again. */
  rejectionOf(slug: string): BorrowerDocument | null {
    return this.page?.items.find((d) => d.typeSlug === slug && d.status === 'rejected') ?? null;
  }

  async load(page = 1, filters: DocumentFilters = this.filters): Promise<void> {
    this.loading = true;
    this.loadError = null;
    this.filters = filters;
    try {
      const { documents } = await this.context.services.get();
      const [types, list] = await Promise.all([this.types ? Promise.resolve(this.types) : documents.types.execute(), documents.list.execute({ page, filters })]);
      runInAction(() => {
        this.types = types;
        this.page = list;
        if (page === 1 && !filters.type && !filters.status) this.onRecord = list.items;
        this.loading = false;
        if (!this.upload.typeSlug && types[0]) this.upload.typeSlug = types[0].slug;
      });
    } catch (error) {
      runInAction(() => {
        this.loadError = describeError(error);
        this.loading = false;
      });
    }
  }

  /** The borrower's own file, saved under the name they sent it with. */
  async download(document: BorrowerDocument): Promise<void> {
    this.downloading = document.id;
    try {
      const { documents } = await this.context.services.get();
      const file = await documents.download.execute(document.id);
      saveFile(document.fileName, file.type, file.bytes as Uint8Array<ArrayBuffer>);
    } catch (error) {
      this.context.notifier.error(`We could not fetch ${document.fileName}: ${describeError(error)}`);
    } finally {
      runInAction(() => {
        this.downloading = null;
      });
    }
  }

  /** Asks the borrower to confirm removing a document the lender has not checked yet. */
  askToRemove(document: BorrowerDocument): void {
    this.removal = document;
  }

  /** Keeps the document; ignored while a removal is already on its way. */
  keepDocument(): void {
    if (!this.removing) this.removal = null;
  }

  /** Removes the document the borrower confirmed, then shows the list as it now is. */
  async confirmRemoval(): Promise<void> {
    const document = this.removal;
    if (!document || this.removing) return;
    this.removing = true;
    try {
      const { documents } = await this.context.services.get();
      await documents.remove.execute(document.id);
      this.context.notifier.success(`We have removed ${document.fileName}.`);
    } catch (error) {
      // A review may have won the race (409) or the document gone already (404): the reload shows which.
      const why = error instanceof Conflict ? error.message : error instanceof NotFound ? 'It is no longer on your list.' : describeError(error);
      this.context.notifier.error(`We could not remove ${document.fileName}. ${why}`);
    } finally {
      runInAction(() => {
        this.removing = false;
        this.removal = null;
      });
    }
    const page = this.page && this.page.items.length === 1 && this.page.page > 1 ? this.page.page - 1 : (this.page?.page ?? 1);
    await this.load(page, this.filters);
  }

  chooseType(slug: string): void {
    this.upload.typeSlug = slug;
    this.upload.side = 'front';
    this.upload.fieldErrors = {};
  }

  /** Sends the chosen file; resolves true when the lender has it. */
  async send(): Promise<boolean> {
    const type = this.selectedType;
    const file = this.upload.file;
    if (!type || !file) {
      this.upload.fieldErrors = { file: ['Choose a file to send.'] };
      return false;
    }
    const signal = this.upload.begin();
    try {
      const { documents } = await this.context.services.get();
      const document = await documents.upload.execute({
        type,
        fields: { ...(type.hasBack ? { side: this.upload.side } : {}), ...(type.expires && this.upload.expiresOn ? { expires_on: this.upload.expiresOn } : {}) },
        file: { name: file.name, size: file.size, blob: file },
        onProgress: (sent, total) => runInAction(() => (this.upload.progress = total > 0 ? sent / total : 0)),
        signal,
      });
      runInAction(() => {
        this.upload.sending = false;
        this.upload.progress = 1;
        this.upload.file = null;
      });
      this.context.notifier.success(`Thank you: we have your ${document.typeName.toLowerCase()}. We will check it within one working day.`);
      await this.load(1, this.filters);
      return true;
    } catch (error) {
      runInAction(() => {
        this.upload.sending = false;
        if (signal.aborted) {
          this.upload.error = 'Upload cancelled. Nothing was kept.';
          return;
        }
        this.upload.error = describeError(error);
        this.upload.fieldErrors = error instanceof ValidationFailed ? error.fields : {};
      });
      return false;
    }
  }
}
