// The referee's link (firmware/app/link/), measured on the fake sized like Jolt.js. Over USB: what a state
// reply weighs, and how long a 400-move record takes to read in the link's pieces at the USB console's
// rate. Over Bluetooth: the bytes of a live-state notification, how many a running game sends a minute,
// and the 400-move record's read in ATT exchanges, one per connection event (the fake's model).
import { bootFirmware, GAME_ORIGIN_MS } from '../../sim/espruino/firmwareRun';
import { MAX_RECORD_LINES, readReply } from '../../firmware/app/link/protocol';
import { WRITE_MAX, WRITE_PIECE } from '../../firmware/app/link/gatt';
import { BluetoothPhone } from '../../sim/espruino/bluetoothPhone';
import { CONNECTION_INTERVAL_MS } from '../../sim/espruino/radioModel';
import type { FakeEspruino } from '../../sim/espruino/fake';

/** Bytes a second the console's USB CDC link moves in practice (Espruino's USB: full speed, in 64-byte packets). */
const USB_BYTES_PER_S = 64 * 1000;

/** A cn-national clock 400 moves into its game, two seconds a move. */
function fourHundredMoves(): FakeEspruino {
  const fake = bootFirmware({ preset: 'cn-national' });
  fake.press(fake.board.buttons.right, GAME_ORIGIN_MS - 80, 80);
  for (let move = 0; move < 400; move++) fake.press(fake.board.buttons[move % 2 === 0 ? 'left' : 'right'], GAME_ORIGIN_MS + 1000 + move * 2000, 80);
  fake.runUntil(GAME_ORIGIN_MS + 802000);
  return fake;
}

/** The 400-move record read by a phone whose link has `mtu`, writing pieces of `pieceBytes`: its exchanges and their time. */
function recordOverBluetooth(mtu: number, pieceBytes: number): string {
  const fake = fourHundredMoves();
  const phone = new BluetoothPhone(fake, fake.radio!.connect('referee', mtu), pieceBytes);
  const started = fake.now;
  let lines = 0;
  for (;;) {
    const reply = phone.request({ op: 'record', from: lines, count: MAX_RECORD_LINES });
    if (reply === null || !reply.ok) throw new Error('the record read over Bluetooth failed');
    lines += (reply.lines as string[]).length;
    if (lines >= (reply.total as number)) break;
  }
  return phone.link.counts.exchanges + ' ATT exchanges, ' + ((fake.now - started) / 1000).toFixed(1) + ' s at MTU ' + mtu;
}

/** Live-state notifications over a minute of a byo-yomi game, a move every 7 s. */
function liveMinute(): { perMinute: number; bytes: number; dropped: number } {
  const fake = bootFirmware({ preset: 'cn-national' });
  const phone = new BluetoothPhone(fake, fake.radio!.connect());
  fake.press(fake.board.buttons.right, GAME_ORIGIN_MS - 80, 80);
  for (let move = 0; move < 20; move++) fake.press(fake.board.buttons[move % 2 === 0 ? 'left' : 'right'], GAME_ORIGIN_MS + 7000 * (move + 1), 80);
  fake.runUntil(GAME_ORIGIN_MS + 60000);
  const before = phone.link.counts.notifications;
  fake.runUntil(GAME_ORIGIN_MS + 120000);
  return { perMinute: phone.link.counts.notifications - before, bytes: phone.live[0].length, dropped: phone.link.counts.dropped };
}

export function benchLink(): string[] {
  const fake = fourHundredMoves();
  const ask = (frame: object) => fake.consoleOutput('clock.link(' + JSON.stringify(JSON.stringify(frame)) + ')').trim();
  const stateBytes = ask({ v: 1, id: 1, op: 'state' }).length + 1;
  let bytes = 0;
  let pieces = 0;
  for (let from = 0; ; pieces++) {
    const line = ask({ v: 1, id: 2, op: 'record', from: from, count: MAX_RECORD_LINES });
    bytes += line.length + 1;
    const reply = readReply(line);
    if (reply === null || !reply.ok) throw new Error('the record read failed: ' + line.slice(0, 120));
    from += (reply.lines as string[]).length;
    if (from >= (reply.total as number)) break;
  }
  const live = liveMinute();
  return [
    'link: a state reply                 ' + stateBytes + ' bytes',
    'link: a 400-move record             ' + (pieces + 1) + ' pieces, ' + bytes + ' bytes, ' + (bytes / USB_BYTES_PER_S).toFixed(2) + ' s at ' + USB_BYTES_PER_S / 1000 + ' kB/s',
    'link: Bluetooth live notification   ' + live.bytes + ' bytes, ' + live.perMinute + ' a minute of a running game (a move every 7 s), ' + live.dropped + ' dropped',
    'link: Bluetooth 400-move record     ' + recordOverBluetooth(23, WRITE_PIECE),
    'link: Bluetooth 400-move record     ' + recordOverBluetooth(185, WRITE_MAX) + ' (' + CONNECTION_INTERVAL_MS + ' ms a connection event)',
  ];
}
