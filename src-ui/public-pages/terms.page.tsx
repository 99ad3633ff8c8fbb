import { activeContent } from '../brand/brand-content';
import { LegalDocumentPage } from './legal-document';

/** /terms: the terms of use of the portal and a plain-language summary of how a loan agreement works. */
export function TermsPage() {
  return <LegalDocumentPage document={activeContent.terms} />;
}
TermsPage.displayName = 'TermsPage';
