import type { UseCase } from '../shared/use-case';
import type { Profile } from './profile';
import type { ProfileGateway } from './profile-gateway.port';

/** The borrower's whole profile: details, addresses, bank accounts and employments, fetched together. */
export class LoadProfile implements UseCase<void, Profile> {
  constructor(private readonly profile: Pick<ProfileGateway, 'details' | 'addresses' | 'banks' | 'employments'>) {}

  async execute(): Promise<Profile> {
    const [details, addresses, banks, employments] = await Promise.all([
      this.profile.details(),
      this.profile.addresses(),
      this.profile.banks(),
      this.profile.employments(),
    ]);
    // Primary first, then newest first: the order every list shows.
    const primaryFirst = <T extends { isPrimary: boolean; id: number }>(a: T, b: T) => Number(b.isPrimary) - Number(a.isPrimary) || b.id - a.id;
    return {
      details,
      addresses: [...addresses].sort(primaryFirst),
      banks: [...banks].sort(primaryFirst),
      employments: [...employments].sort((a, b) => b.id - a.id),
    };
  }
}
