import type { DocumentStatus } from '../documents/document.entity';
import { sentenceList } from '../shared/sentence-list';

/** The `one_of` of the photo identity documents: passport, driving licence, national identity card. */
export const PHOTO_IDENTITY = 'photo-identity';

/** A document type as far as a requirement cares: its slug, its name, and the group of alternatives it belongs to. */
export interface RequirementDocumentType {
  slug: string;
  name: string;
  /** Types sharing a `oneOf` are alternatives: any one of them satisfies the requirement. */
  oneOf: string | null;
}

/** One requirement: a group of alternatives, or a single type that stands alone. */
export interface RequirementGroup {
  /** The `oneOf` of the group, or the slug of a type that stands alone. */
  key: string;
  oneOf: string | null;
  types: RequirementDocumentType[];
}

/** Where a requirement stands: the status of its best document, or missing when there is none. */
export type RequirementStatus = 'approved' | 'pending' | 'rejected' | 'expired' | 'missing';

/** The requirements `types` make, in the order their first type comes; alternatives together. */
export function oneOfGroups(types: readonly RequirementDocumentType[]): RequirementGroup[] {
  const groups = new Map<string, RequirementGroup>();
  for (const type of types) {
    const key = type.oneOf ?? type.slug;
    const group = groups.get(key);
    if (group) group.types.push(type);
    else groups.set(key, { key, oneOf: type.oneOf, types: [type] });
  }
  return [...groups.values()];
}

/** The statuses of the borrower's documents by type slug: one status, or every document of that type. */
export type StatusesBySlug = Readonly<Record<string, DocumentStatus | readonly DocumentStatus[] | undefined>>;

/**
 * Where a requirement stands. Approved when any of its documents is approved; for photo identity
 * (`identityConfirmed` given) only once the reviewer has also confirmed the holder's name and date of
 * birth, and until then pending, since the check is not finished. Otherwise pending when one awaits
 * review, then rejected, then expired (what the borrower should hear about first), else missing.
 */
export function groupStatus(group: RequirementGroup, statusesBySlug: StatusesBySlug, options: { identityConfirmed?: boolean } = {}): RequirementStatus {
  const statuses = group.types.flatMap((type) => {
    const status = statusesBySlug[type.slug];
    return status === undefined ? [] : typeof status === 'string' ? [status] : [...status];
  });
  if (statuses.includes('approved')) return options.identityConfirmed === false ? 'pending' : 'approved';
  if (statuses.includes('pending')) return 'pending';
  if (statuses.includes('rejected')) return 'rejected';
  return statuses.includes('expired') ? 'expired' : 'missing';
}

/** "one of passport, driving licence or national identity card"; a type that stands alone is just its name. */
export function requirementSentence(group: RequirementGroup): string {
  const names = group.types.map((type) => inSentence(type.name));
  return names.length > 1 ? `one of ${sentenceList(names, 'or')}` : names[0] ?? '';
}

/** "Passport" → "passport" mid-sentence; a name in capitals ("UK BRP") keeps them. */
function inSentence(name: string): string {
  return /^\p{Lu}\p{Ll}/u.test(name) ? name.charAt(0).toLowerCase() + name.slice(1) : name;
}
