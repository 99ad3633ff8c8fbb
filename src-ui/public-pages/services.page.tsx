import { Card, Elevation, Tag } from '@blueprintjs/core';
import { CrossCircleIcon, DocumentIcon, EyeOpenIcon, ShieldIcon, TickCircleIcon, WarningSignIcon } from '@blueprintjs/icons';
import type { ReactNode } from 'react';
import type { BrandProduct } from '../brand/brand.config';
import { activeBrand } from '../brand/brand.config';
import type { ProductDetails } from '../brand/brand-content.schema';
import { activeContent } from '../brand/brand-content';
import { PublicPage, type NextLink } from './public-page';
import { ContentSectionView, RichText } from './rich-text';

const SERVICES_NEXT: readonly NextLink[] = [{ to: '/contact', label: 'Ask us a question' }];

/** /services: every product of the brand (the landing page's list) with who it suits, who it does not, and what to apply with. */
export function ServicesPage() {
  const { services } = activeContent;
  const products = activeBrand.landing.products;
  return (
    <PublicPage title={services.title} lead={services.lead} nextLinks={SERVICES_NEXT}>
      <nav className="product-jump" aria-label="Products on this page">
        {products.map((product) => (
          <a key={product.alias} href={`#${product.alias}`} className="product-jump__link">
            {product.name}
          </a>
        ))}
      </nav>

      <aside className="price-first" aria-labelledby="price-first-title">
        <EyeOpenIcon size={24} className="price-first__icon" />
        <div>
          <h2 id="price-first-title">{services.pricing.title}</h2>
          <p>
            <RichText text={services.pricing.body} />
          </p>
        </div>
      </aside>

      <div className="product-list">
        {products.map((product) => (
          <ProductSection key={product.alias} product={product} details={services.products[product.alias]} />
        ))}
      </div>

      <div className="public-columns">
        <ContentSectionView section={services.requirements} />
        <ContentSectionView section={services.afterApplying} />
      </div>

    </PublicPage>
  );
}
ServicesPage.displayName = 'ServicesPage';

/** Props of {@link ProductSection}. */
export interface ProductSectionProps {
  product: BrandProduct;
  /** The services page's details of the product; a product without them shows the landing page's text only. */
  details: ProductDetails | undefined;
}

/** One product: the landing page's description, then suitability, protections and what else to apply with. */
export function ProductSection({ product, details }: ProductSectionProps) {
  const titleId = `${product.alias}-title`;
  return (
    <Card elevation={Elevation.ONE} className="product" id={product.alias} aria-labelledby={titleId} role="region">
      <div className="product__intro">
        <h2 id={titleId}>{product.name}</h2>
        <p className="product__for">{product.forWhom}</p>
        <p>{product.description}</p>
        <div className="product__facts">
          {product.facts.map((fact) => (
            <Tag key={fact} minimal round>
              {fact}
            </Tag>
          ))}
        </div>
      </div>
      {details && (
        <div className="product__details">
          <CheckList title="Suitable if" icon={<TickCircleIcon />} tone="yes" items={details.suitableIf} />
          <CheckList title="Not suitable if" icon={<CrossCircleIcon />} tone="no" items={details.notSuitableIf} />
          {details.protections && <CheckList title="Your protections" icon={<ShieldIcon />} tone="neutral" items={details.protections} />}
          <CheckList title="You will also need" icon={<DocumentIcon />} tone="neutral" items={details.alsoNeeded} />
        </div>
      )}
      {product.caution && (
        <p className="product__caution" role="note">
          <WarningSignIcon /> {product.caution}
        </p>
      )}
    </Card>
  );
}
ProductSection.displayName = 'ProductSection';

function CheckList({ title, icon, tone, items }: { title: string; icon: ReactNode; tone: 'yes' | 'no' | 'neutral'; items: readonly string[] }) {
  return (
    <div className={`check-list check-list--${tone}`}>
      <h3>{title}</h3>
      <ul>
        {items.map((item) => (
          <li key={item}>
            <span className="check-list__icon" aria-hidden="true">
              {icon}
            </span>
            <span>
              <RichText text={item} />
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
