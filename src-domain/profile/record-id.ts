import { ValidationFailed } from '../shared/errors';

/** Record ids are positive whole numbers; anything else never reaches the network. */
export function isRecordId(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
}

export function assertRecordId(value: unknown): asserts value is number {
  if (!isRecordId(value)) throw new ValidationFailed({ id: ['Id is not valid.'] });
}
