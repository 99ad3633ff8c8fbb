import { makeAutoObservable, runInAction } from 'mobx';
import type { AuditEntry, AuditFilter } from '../../../src-domain/back-office/audit-entry.entity';
import { ExportAuditCsv, ListAuditEntries } from '../../../src-domain/back-office/audit-trail.use-cases';
import { ListStaff } from '../../../src-domain/back-office/borrower-file.use-cases';
import type { StaffMember } from '../../../src-domain/back-office/staff-member.entity';
import type { Page } from '../../../src-domain/shared/page';
import type { BackOfficeServices } from '../back-office-services';
import { describeBackOfficeError } from '../back-office-errors';
import { saveFile } from '../../shared/save-file';

/** The filter as typed in the form: text boxes, read into an {@link AuditFilter} when applied. */
export interface AuditFilterDraft {
  actorId: string;
  borrowerId: string;
  action: string;
}

const EMPTY_DRAFT: AuditFilterDraft = { actorId: '', borrowerId: '', action: '' };

/**
 * The administrator's reads: the audit trail (newest first, filtered, a page at a time, as CSV)
 * and the staff list, which both name the people who act in the back office.
 */
export class AuditTrailStore {
  draft: AuditFilterDraft = { ...EMPTY_DRAFT };
  filter: AuditFilter = {};
  entries: Page<AuditEntry> | null = null;
  loading = false;
  loadError: string | null = null;
  draftErrors: Partial<Record<keyof AuditFilterDraft, string>> = {};
  downloading = false;
  downloadError: string | null = null;

  staff: StaffMember[] | null = null;
  staffError: string | null = null;

  constructor(private readonly services: BackOfficeServices) {
    makeAutoObservable<AuditTrailStore, 'services'>(this, { services: false });
  }

  async load(page = 1): Promise<void> {
    this.loading = true;
    this.loadError = null;
    try {
      const entries = await this.services.get(ListAuditEntries).execute({ filter: this.filter, page });
      runInAction(() => (this.entries = entries));
    } catch (error) {
      runInAction(() => (this.loadError = describeBackOfficeError(error)));
    } finally {
      runInAction(() => (this.loading = false));
    }
  }

  setDraft(field: keyof AuditFilterDraft, value: string): void {
    this.draft[field] = value;
    delete this.draftErrors[field];
  }

  /** Applies the typed filter from its first page; an id that is not a whole number is refused under its box. */
  async applyFilter(): Promise<void> {
    const errors: Partial<Record<keyof AuditFilterDraft, string>> = {};
    const idOf = (field: 'actorId' | 'borrowerId', label: string): number | undefined => {
      const text = this.draft[field].trim();
      if (text === '') return undefined;
      if (!/^[1-9]\d{0,9}$/.test(text)) errors[field] = `Enter the ${label}'s number, for example 12.`;
      return Number(text);
    };
    const filter: AuditFilter = { actorId: idOf('actorId', 'staff member'), borrowerId: idOf('borrowerId', 'borrower'), action: this.draft.action || undefined };
    this.draftErrors = errors;
    if (Object.keys(errors).length > 0) return;
    this.filter = filter;
    await this.load(1);
  }

  async clearFilter(): Promise<void> {
    this.draft = { ...EMPTY_DRAFT };
    this.draftErrors = {};
    this.filter = {};
    await this.load(1);
  }

  /** The trail as filtered on screen, saved as CSV (the server records the export). */
  async downloadCsv(today: string): Promise<void> {
    this.downloading = true;
    this.downloadError = null;
    try {
      const file = await this.services.get(ExportAuditCsv).execute(this.filter);
      saveFile(`audit-trail-${today}.csv`, file.type || 'text/csv', file.bytes as Uint8Array<ArrayBuffer>);
    } catch (error) {
      runInAction(() => (this.downloadError = describeBackOfficeError(error)));
    } finally {
      runInAction(() => (this.downloading = false));
    }
  }

  async loadStaff(): Promise<void> {
    this.staffError = null;
    try {
      const staff = await this.services.get(ListStaff).execute();
      runInAction(() => (this.staff = staff));
    } catch (error) {
      runInAction(() => (this.staffError = describeBackOfficeError(error)));
    }
  }
}
