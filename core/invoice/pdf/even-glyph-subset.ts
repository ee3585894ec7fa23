/**
 * @pdf-lib/fontkit's TrueType subsetter writes the subset's `loca` table in the short format (offsets
 * halved) whenever the subset is under 128 KB, but keeps glyph records of odd length: after the first
 * odd record every later offset is off by a byte and those glyphs render blank (or fail to parse),
 * while the text layer stays intact. Upstream fontkit fixed this in 1.8 (foliojs/fontkit#191); the
 * pdf-lib fork predates it. Padding each record to an even length, as the TrueType spec asks for the
 * short format, makes the halved offsets exact (docs/decisions/222).
 */

import { FontByteWriter } from "./font-byte-writer";

/** The part of fontkit's TTFSubset this touches (its internals, stable since the fork). */
interface TrueTypeSubset {
  glyf?: Uint8Array[];
  offset: number;
  _addGlyph?: (glyphId: number) => number;
  encode(stream: FontByteWriter): void;
  encodeStream(): unknown;
}

type Listener = (value?: unknown) => void;

interface SubsetBytes {
  on(event: string, listener: Listener): SubsetBytes;
}

/**
 * What pdf-lib reads from `encodeStream()` (`on("data" | "end" | "error")`), fed from a synchronous
 * encode in a microtask of the calling request instead of fontkit's shared `nextTick` queue.
 */
function encodeWithoutStreams(subset: TrueTypeSubset): SubsetBytes {
  const listeners: Record<string, Listener[]> = { data: [], end: [], error: [] };
  const emitter: SubsetBytes = {
    on(event: string, listener: Listener): SubsetBytes {
      listeners[event]?.push(listener);
      return emitter;
    },
  };
  queueMicrotask(() => {
    try {
      const writer = new FontByteWriter();
      subset.encode(writer);
      for (const listener of listeners.data ?? []) listener(writer.toBytes());
      for (const listener of listeners.end ?? []) listener();
    } catch (error) {
      for (const listener of listeners.error ?? []) listener(error);
    }
  });
  return emitter;
}

interface SubsettableFont {
  createSubset(): unknown;
}

type ByteArrayConstructor = new (length: number) => Uint8Array;

function padToEvenLength(record: Uint8Array): Uint8Array {
  if (record.length % 2 === 0) return record;
  // The same (Buffer polyfill) class as fontkit's own records: its encoder accepts only those.
  const padded = new (record.constructor as ByteArrayConstructor)(record.length + 1);
  padded.set(record);
  padded[record.length] = 0;
  return padded;
}

function padGlyphRecords(subset: TrueTypeSubset): void {
  const addGlyph = subset._addGlyph?.bind(subset);
  if (!addGlyph) return; // a CFF subset has no glyf table
  subset._addGlyph = (glyphId: number): number => {
    const index = addGlyph(glyphId);
    const record = subset.glyf?.[index];
    if (subset.glyf && record && record.length % 2 === 1) {
      subset.glyf[index] = padToEvenLength(record);
      subset.offset += 1;
    }
    return index;
  };
}

/** Makes every subset of `font` pad its glyph records, so short `loca` offsets stay exact. */
export function subsetWithEvenGlyphs<T extends SubsettableFont>(font: T): T {
  const createSubset = font.createSubset.bind(font);
  font.createSubset = (): unknown => {
    const subset = createSubset() as TrueTypeSubset;
    padGlyphRecords(subset);
    if (subset._addGlyph) subset.encodeStream = () => encodeWithoutStreams(subset);
    return subset;
  };
  return font;
}
