/**
 * The writer fontkit's subset encoder writes into, synchronous: fontkit's own `encodeStream` goes
 * through a Node stream polyfill whose `nextTick` queue is module state shared by every request in
 * a Worker isolate, so one request's timer could run another's font and the other hung
 * (docs/decisions/222). The methods are the ones restructure's types call.
 */
export class FontByteWriter {
  pos = 0;
  private bytes = new Uint8Array(64 * 1024);
  private view = new DataView(this.bytes.buffer);

  private reserve(length: number): number {
    const at = this.pos;
    if (at + length > this.bytes.length) {
      const grown = new Uint8Array(Math.max(this.bytes.length * 2, at + length));
      grown.set(this.bytes);
      this.bytes = grown;
      this.view = new DataView(grown.buffer);
    }
    this.pos += length;
    return at;
  }

  writeUInt8(value: number): void {
    this.view.setUint8(this.reserve(1), value);
  }
  writeInt8(value: number): void {
    this.view.setInt8(this.reserve(1), value);
  }
  writeUInt16BE(value: number): void {
    this.view.setUint16(this.reserve(2), value);
  }
  writeInt16BE(value: number): void {
    this.view.setInt16(this.reserve(2), value);
  }
  writeUInt24BE(value: number): void {
    const at = this.reserve(3);
    this.view.setUint8(at, (value >>> 16) & 0xff);
    this.view.setUint16(at + 1, value & 0xffff);
  }
  writeUInt32BE(value: number): void {
    this.view.setUint32(this.reserve(4), value);
  }
  writeInt32BE(value: number): void {
    this.view.setInt32(this.reserve(4), value);
  }
  writeBuffer(buffer: Uint8Array): void {
    this.bytes.set(buffer, this.reserve(buffer.length));
  }
  writeString(text: string): void {
    // Font table names and tags are ASCII.
    const at = this.reserve(text.length);
    for (let index = 0; index < text.length; index++) this.bytes[at + index] = text.charCodeAt(index) & 0xff;
  }
  fill(value: number, length: number): void {
    const at = this.reserve(length);
    this.bytes.fill(value, at, at + length);
  }

  /** Everything written so far. */
  toBytes(): Uint8Array {
    return this.bytes.slice(0, this.pos);
  }
}
