import { activeBrand } from '../brand/brand.config';
import { activeContent } from '../brand/brand-content';

/** Props of {@link RegulatoryParticulars}. */
export interface RegulatoryParticularsProps {
  /** Also list the data protection registration. @default true */
  withDataProtection?: boolean;
}

/** The lender's legal particulars, all from the brand: entity, regulator and number, company, office. */
export function RegulatoryParticulars({ withDataProtection = true }: RegulatoryParticularsProps) {
  const brand = activeBrand;
  const { particulars } = activeContent;
  return (
    <dl className="particulars">
      <div>
        <dt>Legal name</dt>
        <dd>{brand.legalEntity}</dd>
      </div>
      <div>
        <dt>Trading name</dt>
        <dd>{brand.name}</dd>
      </div>
      <div>
        <dt>Regulator</dt>
        <dd>
          Authorised and regulated by the {brand.licence.regulator}, {brand.licence.number}.{' '}
          <a href={particulars.registerUrl}>Check the register</a>
        </dd>
      </div>
      <div>
        <dt>Company</dt>
        <dd>{brand.companyRegistration}</dd>
      </div>
      <div>
        <dt>Registered office</dt>
        <dd>
          <address>
            {brand.registeredAddress.map((line) => (
              <span key={line} className="particulars__line">
                {line}
              </span>
            ))}
          </address>
        </dd>
      </div>
      {withDataProtection && (
        <div>
          <dt>Data protection</dt>
          <dd>
            Registered with the {particulars.dataRegulator.name}, {particulars.dataProtectionRegistration}
          </dd>
        </div>
      )}
    </dl>
  );
}
RegulatoryParticulars.displayName = 'RegulatoryParticulars';
