/**
 * Reads the rating's packed texts field by field: the season's checkpoint (`season-checkpoint.ts`)
 * and the stored national table as `loadStoredNationalStandings` packs it. Fields end with \x1f,
 * rows with \x1e; a field is a whole number or a gender word. Tens of thousands of rows a read, so
 * by character codes, with no split strings.
 */
export class PackedReader {
  private at = 0;
  private readonly end: number;

  constructor(private readonly packed: string) {
    this.end = packed.length;
  }

  get done(): boolean {
    return this.at >= this.end;
  }

  /** A whole number (possibly negative) up to the next separator, which is passed. */
  number(): number {
    const { packed, end } = this;
    let at = this.at;
    const negative = packed.charCodeAt(at) === 0x2d;
    if (negative) at += 1;
    let value = 0;
    for (; at < end; at += 1) {
      const code = packed.charCodeAt(at);
      if (code === 0x1f || code === 0x1e) break;
      value = value * 10 + (code - 0x30);
    }
    this.at = at + 1;
    return negative ? -value : value;
  }

  /** Whether the gender field here is a woman's ('f…'); the field and its separator are passed. */
  female(): boolean {
    const { packed, end } = this;
    const female = packed.charCodeAt(this.at) === 0x66;
    let at = this.at;
    while (at < end) {
      const code = packed.charCodeAt(at);
      if (code === 0x1f || code === 0x1e) break;
      at += 1;
    }
    this.at = at + 1;
    return female;
  }
}
