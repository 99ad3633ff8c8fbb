import { useEffect } from 'react';
import { activeBrand } from '../brand/brand.config';

/** Sets the document title to "<title> · <brand>" (or the brand and tagline when no title). */
export function usePageTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} · ${activeBrand.name}` : `${activeBrand.name} · ${activeBrand.tagline}`;
  }, [title]);
}
