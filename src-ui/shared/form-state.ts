import { makeAutoObservable, runInAction } from 'mobx';
import type { FieldErrors } from '../../src-domain/shared/errors';

/** The values a form holds: exactly what the person typed or ticked. */
export type FormValues = Record<string, string | boolean>;

/** Checks values and returns field → messages (e.g. `values => fieldErrorsOf(RegisterDto, toDto(values))`). */
export type FormValidator<T extends FormValues> = (values: T) => Promise<FieldErrors>;

/**
 * Values, touched fields and client-side errors of one form, validated as spec §5 says: on blur
 * and on committed change, not on every keystroke. A field that already shows an error is
 * re-checked as the person types, so the message disappears as soon as it is fixed.
 */
export class FormState<T extends FormValues> {
  values: T;
  private errors: FieldErrors = {};
  private touched = new Set<keyof T & string>();
  private edited = new Set<keyof T & string>();
  private run = 0;

  constructor(
    initial: T,
    private readonly validator: FormValidator<T>,
    /** Told of every edit, e.g. to drop the server's stale message for that field. */
    private readonly onEdit: (field: keyof T & string) => void = () => undefined,
    /** The fields the form marks "(required)": those its DTO always requires (`requiredFieldsOf`). */
    readonly required: ReadonlySet<string> = new Set(),
  ) {
    this.values = { ...initial };
    makeAutoObservable<FormState<T>, 'validator' | 'onEdit' | 'run' | 'edited'>(this, { validator: false, onEdit: false, run: false, edited: false, required: false });
  }

  /** A keystroke in a text field. */
  input<K extends keyof T & string>(field: K, value: T[K]): void {
    this.values[field] = value;
    this.edited.add(field);
    this.onEdit(field);
    if (this.errorOf(field)) void this.validate();
  }

  /** A committed change (checkbox toggled, option chosen): validated at once. */
  change<K extends keyof T & string>(field: K, value: T[K]): void {
    this.values[field] = value;
    this.onEdit(field);
    this.judge(field);
  }

  /**
   * The field lost focus: from now on its errors are shown. A field left without ever being
   * edited is not judged yet (tabbing through, or clicking a link below it, is not an answer);
   * submitting judges every field.
   */
  blur(field: keyof T & string, group: readonly (keyof T & string)[] = [field]): void {
    // `group`: the inputs that make up this one answer (a date in three boxes); editing any counts.
    if (!this.touched.has(field) && !group.some((part) => this.edited.has(part))) return;
    this.judge(field);
  }

  /**
   * Validates and shows `field`'s verdict. A field judged for the first time shows the verdict on
   * what it holds now, never one computed before it was filled in: shown even briefly, a stale
   * message moves the page under the pointer and the next click lands elsewhere.
   */
  private judge(field: keyof T & string): void {
    if (this.touched.has(field)) {
      void this.validate();
      return;
    }
    void this.validate().then(() => runInAction(() => this.touched.add(field)));
  }

  /** The first client-side message for `field`, once the field was touched. */
  errorOf(field: keyof T & string): string | undefined {
    return this.touched.has(field) ? this.errors[field]?.[0] : undefined;
  }

  /** Fields that currently show a client-side error, in declaration order. */
  get invalidFields(): (keyof T & string)[] {
    return (Object.keys(this.values) as (keyof T & string)[]).filter((field) => this.errorOf(field));
  }

  /** Validates everything and shows every error (on submit). Resolves true when the form is valid. */
  async validateAll(): Promise<boolean> {
    for (const field of Object.keys(this.values)) this.touched.add(field as keyof T & string);
    const errors = await this.validate();
    return Object.keys(errors).length === 0;
  }

  private async validate(): Promise<FieldErrors> {
    const run = ++this.run;
    const errors = await this.validator({ ...this.values });
    // An older, slower check must not overwrite the verdict on newer values.
    if (run === this.run) runInAction(() => (this.errors = errors));
    return errors;
  }
}
