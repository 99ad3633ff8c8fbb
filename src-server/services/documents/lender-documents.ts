import type { DocumentBlock, LenderDocument, LenderParticulars } from '../../../src-domain/agreements/document-blocks';
import { isCalendarDate } from '../../../src-domain/shared/calendar-date';
import { KESTREL_CREDIT_DOCUMENTS } from '../../brand/kestrel-credit/documents/index';
import { KESTREL_CREDIT_COLLECTION } from '../../brand/kestrel-credit/collection';
import { collectionPlaceholders } from '../collections/collection-placeholders';
import type { LenderDocumentsManifest, TemplatedDocumentKind } from './lender-documents.manifest';
import { markdownBlocks } from './markdown-blocks';
import { fillTemplate } from './template-filling';

/** The documents read before signing, by the name the API gives them. */
export type OfferDocumentKind = 'pre-contract' | 'explanations' | 'agreement';

/**
 * The `signature.*` placeholders of the executed copy, already worded by the domain
 * (`documentView(…).signature`, src-domain/agreements/offer-figures.ts): `signed_at` "12 December 2026
 * at 14:03 (UK time)", `method` the sentence saying how. `lender_signatory` defaults to the brand's.
 */
export interface SignaturePlaceholders {
  borrower_name: string;
  signed_at: string;
  method: string;
  lender_signed_at: string;
  lender_signatory?: string;
}

/** The lender's composer: its templates, filled and turned into blocks. */
export interface LenderDocuments {
  /** The template's words for this offer; throws when the version is unknown or a placeholder has no value. */
  composeDocument(kind: OfferDocumentKind, version: string, view: Record<string, unknown>, issuedOn: string): LenderDocument;
  /** The agreement as signed: its blocks, then the signatures section in the words of the same template version. */
  composeExecutedAgreement(agreement: LenderDocument, signature: SignaturePlaceholders): LenderDocument;
}

export function lenderDocuments(manifest: LenderDocumentsManifest): LenderDocuments {
  function template(kind: TemplatedDocumentKind, version: string): string {
    const text = manifest.templates[kind].versions[version];
    if (text === undefined) throw new RangeError(`The lender has no ${kind} template of version "${version}"`);
    return text;
  }

  /** The brand's particulars under `lender.*`, and its way of collecting under `collection.*`; a view's own values win. */
  function withLender(view: Record<string, unknown>): Record<string, unknown> {
    const own = typeof view.lender === 'object' && view.lender !== null ? view.lender : {};
    return { collection: collectionPlaceholders(KESTREL_CREDIT_COLLECTION.collectionMethod), ...view, lender: { ...lenderPlaceholders(manifest.particulars), ...own } };
  }

  return {
    composeDocument(kind, version, view, issuedOn) {
      if (!isCalendarDate(issuedOn)) throw new RangeError(`"${issuedOn}" is not an issue date like 2026-12-12`);
      const markdown = fillTemplate(`${kind} ${version}`, template(kind, version), withLender(view));
      const blocks = markdownBlocks(markdown);
      return { kind, title: titleOf(blocks, `${kind} ${version}`), version, issuedOn, blocks };
    },

    composeExecutedAgreement(agreement, signature) {
      if (agreement.kind !== 'agreement') throw new RangeError(`Only an agreement can be signed, not a ${agreement.kind}`);
      // The signature words of the agreement's own version; a version that had none takes today's.
      const signatures = manifest.templates.signatures;
      const version = signatures.versions[agreement.version] !== undefined ? agreement.version : signatures.active;
      const view = withLender({ signature: { lender_signatory: manifest.lenderSignatory, ...signature } });
      const markdown = fillTemplate(`signatures ${version}`, template('signatures', version), view);
      return { ...agreement, kind: 'executed-agreement', blocks: [...agreement.blocks, ...markdownBlocks(markdown)] };
    },
  };
}

/** `lender.*` as the templates name it: snake_case, addresses on one line. */
export function lenderPlaceholders(particulars: LenderParticulars): Record<string, string> {
  return {
    legal_entity: particulars.legalEntity,
    trading_name: particulars.tradingName,
    registered_address: particulars.registeredAddress.join(', '),
    company_registration: particulars.companyRegistration,
    frn: particulars.frn,
    regulator: particulars.regulator,
    email: particulars.email,
    phone: particulars.phone,
    hours: particulars.hours,
    complaints_email: particulars.complaintsEmail,
    website: particulars.website,
    withdrawal_address: particulars.withdrawalAddress.join(', '),
    withdrawal_email: particulars.withdrawalEmail,
  };
}

function titleOf(blocks: DocumentBlock[], template: string): string {
  const title = blocks.find((block) => block.kind === 'heading' && block.level === 1);
  if (!title || title.kind !== 'heading') throw new RangeError(`The template ${template} has no level-1 heading to be its title`);
  return title.text;
}

const activeDocuments = lenderDocuments(KESTREL_CREDIT_DOCUMENTS);

/** The active brand's composer (Kestrel Credit). */
export const composeDocument = activeDocuments.composeDocument;
export const composeExecutedAgreement = activeDocuments.composeExecutedAgreement;
