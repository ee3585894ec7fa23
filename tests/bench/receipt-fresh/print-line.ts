/** One printed row of a till roll: text at the left, an amount at the right, or a centred heading. */
export interface PrintLine {
  readonly left: string;
  readonly right?: string;
  /** Type size against the roll's body type (2 = double height, as tills print headings). */
  readonly size?: number;
  readonly bold?: boolean;
  readonly center?: boolean;
  /** Extra space between letters, in ems ("V E R S M A R K T" look of some logos). */
  readonly spacing?: number;
  /** Initials in a drawn badge: a logo OCR cannot read as words. */
  readonly badge?: string;
  /** A dashed or starred rule across the roll. */
  readonly rule?: string;
}

export const blank: PrintLine = { left: "" };

export function rule(random: { pick<T>(list: readonly T[]): T }): PrintLine {
  return { left: "", rule: random.pick(["-", "=", "*", "- "]) };
}
