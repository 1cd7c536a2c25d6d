// The link (link.ts) over the clock's own Bluetooth service (gatt.ts): request frames put together from
// the pieces a phone writes, each answered in the reply characteristic part by part. A frame written to
// ASK may only read; only ACT, which the service lets a bonded link alone write, may change the clock.
// The live state goes out when what the faces show changes, and only while a phone is connected.
import type { ClockServiceDevice } from '../../devices';
import type { ClockState } from '../../core/index';
import { MAX_FRAME } from './protocol';
import { MORE_MARK, REPLY_PART, replyPart, type Channel } from './gatt';
import type { LiveEncoder } from './live';
import { linkReply, type LinkHost } from './link';

export interface BluetoothLink {
  /**
   * The clock as its faces show it now: the phone is told when that differs from what it was told last.
   * Returns the instant before which a repaint need not tell it again: for ever while no phone is connected
   * (a phone that connects brings a whole update), else `nowMs`.
   */
  shown(state: ClockState, nowMs: number): number;
}

/** `pairing`: the key to show while a phone pairs, or "" once it is over; `linked`: a phone came or went; `live` makes the live state. */
export function createBluetoothLink(device: ClockServiceDevice, host: LinkHost, pairing: (key: string) => void, linked: () => void, live: LiveEncoder): BluetoothLink {
  // What each characteristic has been written since its last newline: one string each, no object to index.
  let asked = '';
  let acted = '';
  let seq = 0;
  let line = '';
  /** The live bytes the phone was last told (the encoder answers the same array while nothing changed). */
  let published: number[] | null = null;
  /** Whether a phone is connected, as of the link's last change: read there, not at each repaint. */
  let connected = device.connected();

  function take(channel: Channel, text: string): void {
    if (text.charAt(0) === MORE_MARK) {
      const wanted = text.slice(1).split(' ');
      const part = Number(wanted[1]);
      // A part of another reply, or past the end, is not there to give: the phone's read times out.
      if (Number(wanted[0]) === seq && part >= 0 && part * REPLY_PART < line.length) device.reply(replyPart(seq, line, part));
      return;
    }
    seq++;
    line = linkReply(host, text, channel === 'ask');
    device.reply(replyPart(seq, line, 0));
  }

  function received(channel: Channel, text: string): string {
    for (let newline = text.indexOf('\n'); newline >= 0; newline = text.indexOf('\n')) {
      take(channel, text.slice(0, newline));
      text = text.slice(newline + 1);
    }
    if (text.length <= MAX_FRAME) return text;
    // Too long to be a frame: answered as one that cannot be read, and dropped.
    take(channel, text);
    return '';
  }

  device.serve({
    written(channel, data) {
      if (channel === 'ask') asked = received(channel, asked + data);
      else acted = received(channel, acted + data);
    },
    linkChanged() {
      connected = device.connected();
      asked = '';
      acted = '';
      published = null;
      linked();
    },
    passkey(key) {
      pairing(key === null ? '' : key);
    },
  });
  return {
    shown(state, nowMs) {
      if (!connected) return Infinity;
      const bytes = live.bytes(state, nowMs);
      if (bytes === published) return nowMs;
      published = bytes;
      device.live(bytes);
      return nowMs;
    },
  };
}
