import { CircleIcon, TickCircleIcon } from '@blueprintjs/icons';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../src-domain/auth/register.dto';

/** How guessable a password looks, 0 (too short) to 4 (strong). */
export type PasswordStrength = 0 | 1 | 2 | 3 | 4;

export const STRENGTH_LABELS: Record<PasswordStrength, string> = {
  0: 'Too short',
  1: 'Weak',
  2: 'Fair',
  3: 'Good',
  4: 'Strong',
};

/** Runs of a keyboard or the alphabet that add no strength ("12345678", "qwerty", "abcdef"). */
const RUNS = ['0123456789', 'abcdefghijklmnopqrstuvwxyz', 'qwertyuiop', 'asdfghjkl', 'zxcvbnm'];

/**
 * A rough guide, not a rule: length counts most (NIST SP 800-63B), a mix of character kinds a
 * little; a password made of the person's own name or e-mail, one repeated character or a
 * keyboard run is weak however long. The server's rules decide what is accepted.
 */
export function passwordStrength(password: string, personal: readonly string[] = []): PasswordStrength {
  if (password.length < PASSWORD_MIN_LENGTH) return 0;
  const lower = password.toLowerCase();
  const predictable =
    /^(.)\1*$/.test(password) ||
    RUNS.some((run) => run.includes(lower) || [...run].reverse().join('').includes(lower)) ||
    personal.some((word) => word.length >= 3 && lower.includes(word.toLowerCase()));
  if (predictable) return 1;
  const kinds = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^A-Za-z0-9]/].filter((kind) => kind.test(password)).length;
  let score = password.length >= 16 ? 3 : password.length >= 12 ? 2 : 1;
  if (kinds >= 3 || /\s/.test(password.trim())) score += 1;
  return Math.min(4, score) as PasswordStrength;
}

/** Props of {@link PasswordHint}. */
export interface PasswordHintProps {
  /** The password as typed. */
  password: string;
  /** Words the password should not be built from: the person's names and e-mail. */
  personal?: readonly string[];
  /** The id the password input points at with `aria-describedby`. */
  id?: string;
}

/** The password rules with a tick for each one met, and a strength meter. */
export function PasswordHint({ password, personal = [], id }: PasswordHintProps) {
  const strength = passwordStrength(password, personal);
  const rules = [
    { met: password.length >= PASSWORD_MIN_LENGTH, text: `At least ${PASSWORD_MIN_LENGTH} characters` },
    { met: password.length > 0 && password.length <= PASSWORD_MAX_LENGTH, text: `No more than ${PASSWORD_MAX_LENGTH} characters` },
  ];
  return (
    <div className="password-hint" id={id}>
      <div className="password-hint__meter" aria-hidden="true">
        {[1, 2, 3, 4].map((step) => (
          <span key={step} className={`password-hint__bar${password && strength >= step ? ` password-hint__bar--${strength}` : ''}`} />
        ))}
      </div>
      <p className="password-hint__strength" aria-live="polite">
        {password ? (
          <>
            Strength: <strong>{STRENGTH_LABELS[strength]}</strong>
          </>
        ) : (
          'A few unrelated words make a password that is strong and easy to remember. Symbols are welcome, not required.'
        )}
      </p>
      <ul className="password-hint__rules">
        {rules.map((rule) => (
          <li key={rule.text} className={rule.met ? 'password-hint__rule password-hint__rule--met' : 'password-hint__rule'}>
            {rule.met ? <TickCircleIcon size={14} /> : <CircleIcon size={14} />}
            <span>
              {rule.text}
              <span className="visually-hidden">{rule.met ? ' (met)' : ' (not met yet)'}</span>
            </span>
          </li>
        ))}
        <li className="password-hint__rule password-hint__rule--info">
          <CircleIcon size={14} />
          <span>Not a common password, and not one you use elsewhere — we check the first when you continue</span>
        </li>
      </ul>
    </div>
  );
}
PasswordHint.displayName = 'PasswordHint';
