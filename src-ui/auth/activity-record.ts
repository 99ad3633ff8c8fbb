/** Where every tab of the portal keeps the session's last activity (browser storage, see the privacy notice). */
export const ACTIVITY_STORAGE_KEY = 'portal.activity';

/** Activity closer together than this is written once: a keystroke need not touch storage every time. */
const WRITE_EVERY_MS = 5_000;

type ActivityStorage = Pick<Storage, 'getItem' | 'setItem'>;

interface Recorded {
  at: number;
  keepSignedIn: boolean;
}

/**
 * When the signed-in person last used the portal, and whether they asked to stay signed in,
 * shared by all of the browser's tabs through storage so that reading in one tab keeps another
 * from signing out. Without storage (a private mode that refuses it) it lives in this tab only.
 */
export class ActivityRecord {
  private memory: Recorded | null = null;

  constructor(
    private readonly storage: ActivityStorage | null = null,
    private readonly now: () => number = Date.now,
  ) {}

  /** A session began; `keepSignedIn` is the borrower's "Keep me signed in on this device". */
  started(keepSignedIn: boolean): void {
    this.write({ at: this.now(), keepSignedIn });
  }

  /** The person did something. */
  touch(): void {
    const current = this.read();
    const now = this.now();
    if (current && now - current.at < WRITE_EVERY_MS) return;
    this.write({ at: now, keepSignedIn: current?.keepSignedIn ?? false });
  }

  /** The last activity in any tab (epoch ms); a session with no record counts from now. */
  lastActivityAt(): number {
    const current = this.read();
    if (current) return current.at;
    this.touch();
    return this.now();
  }

  get keepSignedIn(): boolean {
    return this.read()?.keepSignedIn ?? false;
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

  private read(): Recorded | null {
    let stored: string | null = null;
    try {
      stored = this.storage?.getItem(ACTIVITY_STORAGE_KEY) ?? null;
    } catch {
      stored = null;
    }
    const parsed = parseRecorded(stored);
    // Another tab may have written more recently than this one remembers, or storage may be refused.
    if (parsed && (!this.memory || parsed.at >= this.memory.at)) return parsed;
    return this.memory;
  }

  private write(recorded: Recorded): void {
    this.memory = recorded;
    try {
      this.storage?.setItem(ACTIVITY_STORAGE_KEY, JSON.stringify(recorded));
    } catch {
      // Storage full or refused: this tab still knows.
    }
  }
}

/** Browser storage is anyone's to edit: anything but a whole record reads as none. */
function parseRecorded(stored: string | null): Recorded | null {
  if (!stored) return null;
  try {
    const value = JSON.parse(stored) as Partial<Recorded>;
    return typeof value.at === 'number' && Number.isFinite(value.at) && typeof value.keepSignedIn === 'boolean' ? { at: value.at, keepSignedIn: value.keepSignedIn } : null;
  } catch {
    return null;
  }
}
