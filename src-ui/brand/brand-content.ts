import { activeBrand } from './brand.config';
import type { BrandContent } from './brand-content.schema';
import { kestrelCreditContent } from './kestrel-credit.content';

/**
 * The long texts this build shows (terms, privacy, about, services, team, contact), written for
 * `activeBrand`. Only the public pages import this module, so none of it is in the first load.
 * A deployment overrides this single export, as it overrides `activeBrand`.
 */
export const activeContent: BrandContent = kestrelCreditContent(activeBrand);
