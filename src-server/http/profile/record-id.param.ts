import { notFound } from '../http-error';

/**
 * The `{id}` of a profile route as a record id. Anything that is not a positive whole number is
 * answered like another user's id: 404, so probing learns nothing.
 */
export function recordIdParam(value: string): number {
  if (!/^[1-9][0-9]{0,15}$/.test(value)) throw notFound();
  const id = Number(value);
  if (!Number.isSafeInteger(id)) throw notFound();
  return id;
}
