import { Card } from '@blueprintjs/core';
import { activeBrand } from '../brand/brand.config';
import { activeContent } from '../brand/brand-content';
import { LegalDocumentPage } from './legal-document';

/** /privacy-policy: the privacy notice, with who is responsible for the data above it. */
export function PrivacyPolicyPage() {
  const { privacy, particulars } = activeContent;
  const brand = activeBrand;
  return (
    <LegalDocumentPage
      document={privacy}
      summary={
        <Card className="controller-card" aria-label="Who is responsible for your information">
          <dl className="particulars particulars--row">
            <div>
              <dt>Controller</dt>
              <dd>
                {brand.legalEntity}, {brand.registeredAddress.join(', ')}
              </dd>
            </div>
            <div>
              <dt>Registration</dt>
              <dd>
                {particulars.dataRegulator.name}, {particulars.dataProtectionRegistration}
              </dd>
            </div>
            <div>
              <dt>Privacy questions</dt>
              <dd>
                <a href={`mailto:${particulars.privacyEmail}`}>{particulars.privacyEmail}</a>
              </dd>
            </div>
          </dl>
        </Card>
      }
    />
  );
}
PrivacyPolicyPage.displayName = 'PrivacyPolicyPage';
