import { makeAutoObservable, runInAction } from 'mobx';
import type { LenderDocumentKind, LenderDocumentView, Offer, SigningCode } from '../../src-domain/agreements/offer.entity';
import { SignOfferDto } from '../../src-domain/agreements/sign-offer.dto';
import { fieldErrorsOf, requiredFieldsOf } from '../../src-domain/shared/validation/validate-input';
import { describeError } from '../../src-domain/shared/messages';
import type { CollectionMethod } from '../../src-domain/direct-debit/mandate.entity';
import { Conflict } from '../../src-domain/shared/errors';
import { activeBrand } from '../brand/brand.config';
import type { StoreContext } from '../app/store-context';
import { SubmissionState } from '../auth/auth.store';
import { FormState } from '../shared/form-state';
import { Loadable } from '../shared/loadable';
import { saveFile } from '../shared/save-file';

/** The steps that show one of the lender's documents, in the order they are read. */
const DOCUMENT_STEPS: readonly LenderDocumentKind[] = ['pre-contract', 'explanations', 'agreement'];
/** A step of the offer page: a document, setting up the Direct Debit (where the lender collects by it), or the signature. */
export type OfferStep = LenderDocumentKind | 'direct-debit' | 'sign';

/** The offer page's steps, in order: the Direct Debit is set up just before signing, where the lender collects that way. */
export function offerSteps(method: CollectionMethod): readonly OfferStep[] {
  return method === 'direct_debit' ? [...DOCUMENT_STEPS, 'direct-debit', 'sign'] : [...DOCUMENT_STEPS, 'sign'];
}

function isDocumentStep(step: OfferStep | null): step is LenderDocumentKind {
  return step !== null && (DOCUMENT_STEPS as readonly string[]).includes(step);
}

/** What the borrower types and ticks to sign. */
export type SignValues = { full_name: string; agree: boolean; code: string };

const PDF_NAMES: Record<LenderDocumentKind, string> = {
  'pre-contract': 'pre-contract-information',
  explanations: 'explanations',
  agreement: 'credit-agreement',
};

/**
 * One offer on its way to a signature: the offer and its locks, the lender's three documents (each
 * fetched when its step is first opened), the sign form, the texted code, and a decline.
 */
export class OfferStore {
  offerId: number | null = null;
  readonly offer = new Loadable<Offer>();
  documents = new Map<LenderDocumentKind, Loadable<LenderDocumentView>>();
  /** The step on screen; null before the borrower starts (the overview), so nothing counts as opened until they open it. */
  step: OfferStep | null = null;
  readonly form = new FormState<SignValues>(
    { full_name: '', agree: false, code: '' },
    (values) => fieldErrorsOf(SignOfferDto, this.dtoOf(values)),
    (field) => this.signing.clearField(field),
    requiredFieldsOf(SignOfferDto),
  );
  /** The last code texted, once one was asked for: the code field shows from then on. */
  codeSent: SigningCode | null = null;
  readonly codeRequest = new SubmissionState();
  readonly signing = new SubmissionState();
  declining = false;
  downloading: LenderDocumentKind | null = null;
  /** The server refused the signature for want of a live Direct Debit mandate: the Direct Debit step says so. */
  mandateRequired = false;
  /** This lender's steps, in order. */
  readonly steps: readonly OfferStep[] = offerSteps(activeBrand.repayments.collectionMethod);

  constructor(private readonly context: StoreContext) {
    makeAutoObservable<OfferStore, 'context' | 'dtoOf'>(this, { context: false, form: false, dtoOf: false, steps: false });
  }

  /** Opens offer `id` on its first step; what was typed for another offer is forgotten. */
  async open(id: number): Promise<void> {
    if (this.offerId !== id) {
      this.offerId = id;
      this.step = null;
      this.documents = new Map();
      this.codeSent = null;
      this.codeRequest.reset();
      this.signing.reset();
      this.mandateRequired = false;
      this.form.values = { full_name: '', agree: false, code: '' };
      this.offer.value = null;
    }
    await this.offer.load(async () => (await this.context.services.get()).agreements.offer.execute(id));
    if (this.offer.value?.status === 'open' && isDocumentStep(this.step)) await this.openDocument(this.step);
  }

  /** Goes to a step; a document step fetches its document the first time. */
  async goTo(step: OfferStep): Promise<void> {
    this.step = step;
    if (isDocumentStep(step)) await this.openDocument(step);
  }

  document(kind: LenderDocumentKind): Loadable<LenderDocumentView> | null {
    return this.documents.get(kind) ?? null;
  }

  /** Fetches a document once (again after a failure). Opening the pre-contract information unlocks signing, so the offer is read again. */
  async openDocument(kind: LenderDocumentKind): Promise<void> {
    const id = this.offerId;
    if (id === null) return;
    const known = this.documents.get(kind);
    if (known && (known.value || known.loading)) return;
    const loadable = known ?? new Loadable<LenderDocumentView>();
    this.documents.set(kind, loadable);
    await loadable.load(async () => (await this.context.services.get()).agreements.document.execute({ offerId: id, kind }));
    if (kind === 'pre-contract' && loadable.value && this.offer.value?.locks.some((lock) => lock.code === 'pre_contract')) await this.refreshOffer();
  }

  /** Saves a document's PDF, to keep. */
  async downloadPdf(kind: LenderDocumentKind): Promise<void> {
    const offer = this.offer.value;
    if (!offer) return;
    this.downloading = kind;
    try {
      const { agreements } = await this.context.services.get();
      const file = await agreements.documentPdf.execute({ offerId: offer.id, kind });
      saveFile(`${PDF_NAMES[kind]}-${offer.reference}.pdf`, file.type, file.bytes as Uint8Array<ArrayBuffer>);
      if (kind === 'pre-contract' && offer.locks.some((lock) => lock.code === 'pre_contract')) await this.refreshOffer();
    } catch (error) {
      this.context.notifier.error(`We could not fetch the PDF: ${describeError(error)}`);
    } finally {
      runInAction(() => {
        this.downloading = null;
      });
    }
  }

  /** Texts the signing code; true when it is on its way. */
  async requestCode(): Promise<boolean> {
    const offer = this.offer.value;
    if (!offer) return false;
    this.codeRequest.start();
    try {
      const { agreements } = await this.context.services.get();
      const sent = await agreements.requestCode.execute(offer.id);
      runInAction(() => {
        this.codeSent = sent;
        this.codeRequest.succeed();
      });
      return true;
    } catch (error) {
      this.codeRequest.fail(error);
      // A lock the page did not know of (an identity check withdrawn meanwhile): show it.
      await this.refreshOffer();
      return false;
    }
  }

  /** Signs; resolves with the new loan's id, or null when the signature was refused (the form keeps what was typed). */
  async sign(): Promise<number | null> {
    const offer = this.offer.value;
    if (!offer) return null;
    this.signing.start();
    try {
      const { agreements } = await this.context.services.get();
      const signed = await agreements.sign.execute({ offerId: offer.id, input: this.dtoOf(this.form.values) });
      runInAction(() => {
        this.offer.value = signed.offer;
        this.signing.succeed();
      });
      this.context.notifier.success('Signed. We are paying the money to your bank account; your copy of the agreement is on your loan’s page.');
      return signed.loanId;
    } catch (error) {
      this.signing.fail(error);
      // No live mandate (never set up, or cancelled meanwhile): back to the Direct Debit step, which says why.
      if (error instanceof Conflict && error.reason === 'mandate_required' && this.steps.includes('direct-debit')) {
        runInAction(() => {
          this.signing.reset();
          this.mandateRequired = true;
          this.step = 'direct-debit';
        });
      }
      return null;
    }
  }

  /** Declines the offer; true when it is declined. */
  async decline(): Promise<boolean> {
    const offer = this.offer.value;
    if (!offer) return false;
    this.declining = true;
    try {
      const { agreements } = await this.context.services.get();
      const declined = await agreements.decline.execute(offer.id);
      runInAction(() => {
        this.offer.value = declined;
      });
      this.context.notifier.success(`You declined offer ${offer.reference}. Nothing is paid out and you owe nothing.`);
      return true;
    } catch (error) {
      this.context.notifier.error(describeError(error));
      return false;
    } finally {
      runInAction(() => {
        this.declining = false;
      });
    }
  }

  private refreshOffer(): Promise<void> {
    const id = this.offerId;
    return id === null ? Promise.resolve() : this.offer.refresh(async () => (await this.context.services.get()).agreements.offer.execute(id));
  }

  private dtoOf(values: SignValues): SignOfferDto {
    return { full_name: values.full_name.trim(), agree: values.agree, code: values.code, agreement_sha256: this.offer.value?.signing.agreementSha256 ?? '' };
  }
}
