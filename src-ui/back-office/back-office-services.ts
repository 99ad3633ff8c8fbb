import type { ServiceIdentifier } from 'inversify';

/**
 * What the back office's stores resolve their use-cases from: the app's container once the back
 * office's bindings are loaded into it (src/bindings/back-office.bindings.ts).
 */
export interface BackOfficeServices {
  get<T>(token: ServiceIdentifier<T>): T;
}
