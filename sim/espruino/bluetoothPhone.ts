// A referee's phone on the fake's Bluetooth (radioModel.ts), speaking the link over the clock's own service
// (firmware/app/link/gatt.ts) as the web clock does: each request written in pieces, one per connection
// event, its reply read part by part. Virtual time runs on by a connection interval per exchange, so a
// test sees the clock as it stands when the phone would, and a bench counts what a read costs.
import { ACT_CHARACTERISTIC, ASK_CHARACTERISTIC, LIVE_CHARACTERISTIC, REPLY_CHARACTERISTIC, WRITE_PIECE, moreLine, readReplyPart, writePieces, type Channel } from '../../firmware/app/link/gatt';
import { readReply, LINK_VERSION, type LinkReply } from '../../firmware/app/link/protocol';
import { CONNECTION_INTERVAL_MS, type RadioLink } from './radioModel';
import type { FakeEspruino } from './fake';

/** Reads of the reply before a phone gives up on it. */
const READS_BEFORE_GIVING_UP = 20;

export class BluetoothPhone {
  private lastSeq = -1;
  private nextId = 1;
  readonly live: Uint8Array[] = [];

  /** `pieceBytes`: what each write carries at most, as the link's MTU allows (WRITE_PIECE fits any). */
  constructor(
    private readonly fake: FakeEspruino,
    readonly link: RadioLink,
    private readonly pieceBytes = WRITE_PIECE,
  ) {
    link.subscribe(LIVE_CHARACTERISTIC, (bytes) => this.live.push(bytes));
    this.counted = link.counts.exchanges;
    this.lastSeq = this.readPart()?.seq ?? -1;
  }

  private counted = 0;

  /** Virtual time runs on by a connection event for each ATT exchange since the last (a long read takes several). */
  private exchange(): void {
    const exchanges = this.link.counts.exchanges - this.counted;
    this.counted = this.link.counts.exchanges;
    this.fake.runUntil(this.fake.now + Math.max(1, exchanges) * CONNECTION_INTERVAL_MS);
  }

  private readPart() {
    const value = this.link.read(REPLY_CHARACTERISTIC);
    this.exchange();
    return readReplyPart(value);
  }

  /** Writes `text` and a newline to `channel` in pieces, one per connection event. */
  writeLine(channel: Channel, text: string): void {
    for (const piece of writePieces(text, this.pieceBytes)) {
      this.link.write(channel === 'ask' ? ASK_CHARACTERISTIC : ACT_CHARACTERISTIC, piece);
      this.exchange();
    }
  }

  /** The reply to the request just written, or null when none came. */
  readReplyLine(): LinkReply | null {
    let first = null;
    for (let reads = 0; reads < READS_BEFORE_GIVING_UP && first === null; reads++) {
      const part = this.readPart();
      if (part !== null && part.seq !== this.lastSeq && part.part === 0) first = part;
    }
    if (first === null) return null;
    this.lastSeq = first.seq;
    const pieces = [first.bytes];
    for (let part = 1; part < first.parts; part++) {
      this.writeLine('ask', moreLine(first.seq, part));
      const next = this.readPart();
      if (next === null || next.seq !== first.seq || next.part !== part) return null;
      pieces.push(next.bytes);
    }
    const bytes = new Uint8Array(pieces.reduce((sum, p) => sum + p.length, 0));
    let at = 0;
    for (const piece of pieces) {
      bytes.set(piece, at);
      at += piece.length;
    }
    return readReply(new TextDecoder().decode(bytes));
  }

  /** Sends a request (to ACT when `act`, else to ASK) and returns its reply, or null when none came. */
  request(body: object, act = false): LinkReply | null {
    this.writeLine(act ? 'act' : 'ask', JSON.stringify(Object.assign({ v: LINK_VERSION, id: this.nextId++ }, body)));
    return this.readReplyLine();
  }
}
