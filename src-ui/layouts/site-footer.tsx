import { Link } from 'react-router-dom';
import { activeBrand } from '../brand/brand.config';
import { BrandLogo } from '../brand/brand-logo';

/** The regulatory footer of public pages: legal entity, licence, address, contact and complaints. */
export function SiteFooter() {
  const brand = activeBrand;
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__brand">
          <BrandLogo size={24} />
          <p className="muted">{brand.tagline}</p>
        </div>
        <nav className="site-footer__links" aria-label="Legal and help">
          <Link to="/about">About us</Link>
          <Link to="/services">Our loans</Link>
          <Link to="/teams">Our team</Link>
          <Link to="/contact">Contact</Link>
          <Link to="/terms">Terms</Link>
          <Link to="/privacy-policy">Privacy</Link>
          {brand.complaintsPath.startsWith('/') ? <Link to={brand.complaintsPath}>Complaints</Link> : <a href={brand.complaintsPath}>Complaints</a>}
          <a href={`mailto:${brand.contact.email}`}>{brand.contact.email}</a>
          <a href={`tel:${brand.contact.phoneE164}`}>{brand.contact.phone}</a>
        </nav>
        <div className="site-footer__legal">
          <p className="site-footer__warning">{brand.riskWarning}</p>
          <p>
            {brand.legalEntity} is authorised and regulated by the {brand.licence.regulator} ({brand.licence.number}).{' '}
            {brand.companyRegistration}. Registered office: {brand.registeredAddress.join(', ')}.
          </p>
          <p>
            Phone lines are open {brand.contact.hours}. © {year} {brand.legalEntity}.
          </p>
        </div>
      </div>
    </footer>
  );
}
SiteFooter.displayName = 'SiteFooter';
