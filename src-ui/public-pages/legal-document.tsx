import type { ReactNode } from 'react';
import type { LegalDocument } from '../brand/brand-content.schema';
import { PublicPage } from './public-page';
import { ContentSectionView } from './rich-text';

/** Props of {@link LegalDocumentPage}. */
export interface LegalDocumentPageProps {
  document: LegalDocument;
  /** Shown between the header and the sections (e.g. a summary of who is responsible). */
  summary?: ReactNode;
}

/** A dated document with numbered sections and an "On this page" list of their anchors. */
export function LegalDocumentPage({ document, summary }: LegalDocumentPageProps) {
  return (
    <PublicPage title={document.title} lead={document.lead} lastUpdated={document.lastUpdated} className="legal-document">
      {summary}
      <div className="legal-document__layout">
        <nav className="legal-document__toc" aria-label="On this page">
          <p className="legal-document__toc-title">On this page</p>
          <ol>
            {document.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="legal-document__body">
          {document.sections.map((section) => (
            <ContentSectionView key={section.id} section={section} />
          ))}
        </div>
      </div>
    </PublicPage>
  );
}
LegalDocumentPage.displayName = 'LegalDocumentPage';
