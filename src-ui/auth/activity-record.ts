/** Where every tab of the portal keeps the session's last activity (browser storage, see the privacy notice). */
export const ACTIVITY_STORAGE_KEY = 'portal.activity';

/** Activity closer together than this is written once: a keystroke need not touch storage every time. */
const WRITE_EVERY_MS = 5_000;

type ActivityStorage = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * When the signed-in person last used the portal, shared by all of the browser's tabs through
 * storage so that reading in one tab keeps another from signing out. Without storage (a private
 * mode that refuses it) it lives in this tab only.
 */
export class ActivityRecord {
  private memory: number | null = null;

  constructor(
    private readonly storage: ActivityStorage | null = null,
    private readonly now: () => number = Date.now,
  ) {}

  /** A session began. */
  started(): void {
    this.write(this.now());
  }

  /** The person did something. */
  touch(): void {
    const last = this.read();
    const now = this.now();
    if (last !== null && now - last < WRITE_EVERY_MS) return;
    this.write(now);
  }

  /** The last activity in any tab (epoch ms); a session with no record counts from now. */
  lastActivityAt(): number {
    const last = this.read();
    if (last !== null) return last;
    this.touch();
    return this.now();
  }

  /** The session ended. */
  clear(): void {
    this.memory = null;
    try {
      this.storage?.setItem(ACTIVITY_STORAGE_KEY, '');
    } catch {
      // Storage refused: the memory copy is gone, which is what matters in this tab.
    }
  }

  private read(): number | null {
    let stored: string | null = null;
    try {
      stored = this.storage?.getItem(ACTIVITY_STORAGE_KEY) ?? null;
    } catch {
      stored = null;
    }
    // Browser storage is anyone's to edit: anything but a whole number of milliseconds reads as none.
    const parsed = stored && /^\d{1,16}$/.test(stored) ? Number(stored) : null;
    // Another tab may have written more recently than this one remembers, or storage may be refused.
    if (parsed !== null && (this.memory === null || parsed >= this.memory)) return parsed;
    return this.memory;
  }

  private write(at: number): void {
    this.memory = at;
    try {
      this.storage?.setItem(ACTIVITY_STORAGE_KEY, String(at));
    } catch {
      // Storage full or refused: this tab still knows.
    }
  }
}
