import type { UseCaseResolver } from '../app/app-services';

/**
 * What the back office's stores resolve their use-cases from: the composition root's resolver, once
 * the back office's bindings are loaded (src/bindings/back-office.bindings.ts). The UI never sees the
 * container itself.
 */
export type BackOfficeServices = UseCaseResolver;
