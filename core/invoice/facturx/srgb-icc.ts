/**
 * A minimal ICC v2 display profile for sRGB (D50-adapted primaries, gamma 2.2 curves), built in code
 * so no binary asset ships: PDF/A needs an output intent with an ICC profile when a page uses RGB.
 */
const S15 = (value: number): number => Math.round(value * 65536);

function tag(signature: string, data: Uint8Array): { signature: string; data: Uint8Array } {
  return { signature, data };
}

function bytes(size: number, write: (view: DataView, raw: Uint8Array) => void): Uint8Array {
  const raw = new Uint8Array(size);
  write(new DataView(raw.buffer), raw);
  return raw;
}

const ascii = (raw: Uint8Array, offset: number, text: string): void => {
  for (let index = 0; index < text.length; index++) raw[offset + index] = text.charCodeAt(index);
};

const xyz = (x: number, y: number, z: number): Uint8Array =>
  bytes(20, (view, raw) => {
    ascii(raw, 0, "XYZ ");
    view.setInt32(8, S15(x));
    view.setInt32(12, S15(y));
    view.setInt32(16, S15(z));
  });

const curve = (gamma: number): Uint8Array =>
  bytes(14, (view, raw) => {
    ascii(raw, 0, "curv");
    view.setUint32(8, 1);
    view.setUint16(12, Math.round(gamma * 256));
  });

const description = (text: string): Uint8Array =>
  bytes(12 + text.length + 1 + 4 + 4 + 2 + 1 + 67, (view, raw) => {
    ascii(raw, 0, "desc");
    view.setUint32(8, text.length + 1);
    ascii(raw, 12, text);
  });

const plainText = (text: string): Uint8Array =>
  bytes(8 + text.length + 1, (_, raw) => {
    ascii(raw, 0, "text");
    ascii(raw, 8, text);
  });

const pad4 = (length: number): number => (length + 3) & ~3;

export function buildSrgbIccProfile(): Uint8Array {
  const trc = curve(2.2);
  const tags = [
    tag("desc", description("sRGB IEC61966-2.1")),
    tag("cprt", plainText("No copyright, use freely")),
    tag("wtpt", xyz(0.9642, 1, 0.8249)),
    tag("rXYZ", xyz(0.4361, 0.2225, 0.0139)),
    tag("gXYZ", xyz(0.3851, 0.7169, 0.0971)),
    tag("bXYZ", xyz(0.1431, 0.0606, 0.7141)),
    tag("rTRC", trc),
    tag("gTRC", trc),
    tag("bTRC", trc),
  ];
  const tableEnd = 128 + 4 + tags.length * 12;
  const offsets: number[] = [];
  let cursor = pad4(tableEnd);
  const placed = new Map<Uint8Array, number>();
  for (const { data } of tags) {
    const existing = placed.get(data);
    if (existing !== undefined) offsets.push(existing);
    else {
      placed.set(data, cursor);
      offsets.push(cursor);
      cursor = pad4(cursor + data.length);
    }
  }
  return bytes(cursor, (view, raw) => {
    view.setUint32(0, cursor);
    view.setUint32(8, 0x02100000);
    ascii(raw, 12, "mntrRGB XYZ ");
    view.setUint16(24, 2026);
    view.setUint16(26, 1);
    view.setUint16(28, 1);
    ascii(raw, 36, "acsp");
    view.setInt32(68, S15(0.9642));
    view.setInt32(72, S15(1));
    view.setInt32(76, S15(0.8249));
    view.setUint32(128, tags.length);
    tags.forEach(({ signature, data }, index) => {
      const entry = 132 + index * 12;
      ascii(raw, entry, signature);
      view.setUint32(entry + 4, offsets[index] ?? 0);
      view.setUint32(entry + 8, data.length);
    });
    for (const [data, offset] of placed) raw.set(data, offset);
  });
}
