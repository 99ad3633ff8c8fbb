/** Counts open sockets per client address and refuses one past the cap. */
export class ConnectionsPerAddress {
  private readonly open = new Map<string, number>();

  constructor(private readonly max: number) {}

  /** Counts a new socket from `address`; false (nothing counted) when the address is at the cap. */
  take(address: string): boolean {
    const held = this.open.get(address) ?? 0;
    if (held >= this.max) return false;
    this.open.set(address, held + 1);
    return true;
  }

  /** A socket from `address` closed. Addresses with none left are forgotten, so the map stays small. */
  release(address: string): void {
    const held = this.open.get(address) ?? 0;
    if (held <= 1) this.open.delete(address);
    else this.open.set(address, held - 1);
  }
}
