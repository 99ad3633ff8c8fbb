import { useId } from 'react';
import { activeBrand } from './brand.config';

/** Props of {@link BrandLogo}. */
export interface BrandLogoProps {
  /** Height of the mark in pixels. @default 28 */
  size?: number;
  /** Show the brand name next to the mark. @default true */
  withName?: boolean;
  /** Extra class for the wrapper. */
  className?: string;
}

/** The lender's mark (a stylised kestrel wing over a rising line) and name, as inline SVG: no extra request. */
export function BrandLogo({ size = 28, withName = true, className }: BrandLogoProps) {
  const titleId = useId();
  return (
    <span className={['brand-logo', className].filter(Boolean).join(' ')}>
      <svg
        width={size}
        height={size}
        viewBox="0 0 32 32"
        role="img"
        aria-labelledby={withName ? undefined : titleId}
        aria-hidden={withName ? true : undefined}
        focusable="false"
      >
        {!withName && <title id={titleId}>{activeBrand.name}</title>}
        <rect width="32" height="32" rx="8" fill="var(--brand-primary)" />
        <path d="M6 21c5-1 8-4 10-9 1.5 4 4.5 6.5 10 7-4 1-7.5 3-10 6-2-2.6-5.4-3.6-10-4z" fill="#fff" />
        <path d="M16 12l2.4-4.5L20 11z" fill="var(--brand-accent)" />
      </svg>
      {withName && <span className="brand-logo__name">{activeBrand.name}</span>}
    </span>
  );
}
BrandLogo.displayName = 'BrandLogo';
