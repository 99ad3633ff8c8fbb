import { describe, expect, it } from 'vitest';
import { FormState } from '../../../src-ui/shared/form-state';

type Values = { email: string; day: string; month: string; year: string };

const form = () =>
  new FormState<Values>({ email: '', day: '', month: '', year: '' }, async (values) => ({
    ...(values.email.includes('@') ? {} : { email: ['Email is not valid.'] }),
    ...(values.year.length === 4 ? {} : { day: ['Date of birth is not valid.'] }),
  }));

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('FormState', () => {
  it('given a field left without being edited, when it loses focus, then it is not judged yet', async () => {
    const state = form();
    state.blur('email');
    await settle();
    expect(state.errorOf('email')).toBeUndefined();
  });

  it('given an edited field, when it loses focus, then its error shows', async () => {
    const state = form();
    state.input('email', 'ada');
    state.blur('email');
    await settle();
    expect(state.errorOf('email')).toBe('Email is not valid.');
  });

  it('given a date in three boxes where only the year was edited, when the group loses focus, then the date is judged', async () => {
    const state = form();
    state.input('year', '19');
    state.blur('day', ['day', 'month', 'year']);
    await settle();
    expect(state.errorOf('day')).toBe('Date of birth is not valid.');
  });

  it('given a submit, then every field is judged, edited or not', async () => {
    const state = form();
    expect(await state.validateAll()).toBe(false);
    expect(state.errorOf('email')).toBe('Email is not valid.');
    expect(state.invalidFields).toEqual(['email', 'day']);
  });

  it('given a slow check, when a filled field is first left, then no verdict computed before it was filled ever shows', async () => {
    // The check of a phone number loads libphonenumber first: slow the second check down the same way.
    let release: () => void = () => undefined;
    let calls = 0;
    const state = new FormState<Values>({ email: '', day: '', month: '', year: '' }, async (values) => {
      calls += 1;
      if (calls === 2) await new Promise<void>((resolve) => (release = resolve));
      const errors: Record<string, string[]> = values.email.includes('@') ? {} : { email: ['Email is not valid.'] };
      return errors;
    });
    state.change('day', '1'); // an early check, while the e-mail is empty: its verdict on e-mail is stale
    await settle();
    state.input('email', 'ada@example.com');
    state.blur('email');
    await settle();
    expect(state.errorOf('email')).toBeUndefined(); // not the stale "not valid" while the new check runs
    release();
    await settle();
    expect(state.errorOf('email')).toBeUndefined();
    expect(state.invalidFields).toEqual([]);
  });
});
