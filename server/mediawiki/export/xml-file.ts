import fs from 'node:fs';
import { once } from 'node:events';

/** A file written piece by piece, waiting whenever the disk falls behind (memory holds one piece). */
export class XmlFile {
  private readonly stream: fs.WriteStream;
  bytes = 0;

  constructor(path: string) {
    this.stream = fs.createWriteStream(path, { encoding: 'utf8' });
  }

  async write(text: string): Promise<void> {
    this.bytes += Buffer.byteLength(text);
    if (!this.stream.write(text)) await once(this.stream, 'drain');
  }

  async close(): Promise<void> {
    this.stream.end();
    await once(this.stream, 'close');
  }

  abort(): void {
    this.stream.destroy();
  }
}
