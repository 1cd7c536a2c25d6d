// The referee's link (firmware/app/link/) over USB, measured on the fake sized like Jolt.js: what a state
// reply weighs, and how long a 400-move record takes to read in the link's pieces at the USB console's rate.
import { bootFirmware, GAME_ORIGIN_MS } from '../../sim/espruino/firmwareRun';
import { MAX_RECORD_LINES, readReply } from '../../firmware/app/link/protocol';

/** Bytes a second the console's USB CDC link moves in practice (Espruino's USB: full speed, in 64-byte packets). */
const USB_BYTES_PER_S = 64 * 1000;

export function benchLink(): string[] {
  const fake = bootFirmware({ preset: 'cn-national' });
  fake.press(fake.board.buttons.right, GAME_ORIGIN_MS - 80, 80);
  for (let move = 0; move < 400; move++) fake.press(fake.board.buttons[move % 2 === 0 ? 'left' : 'right'], GAME_ORIGIN_MS + 1000 + move * 2000, 80);
  fake.runUntil(GAME_ORIGIN_MS + 802000);
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
  return [
    'link: a state reply                 ' + stateBytes + ' bytes',
    'link: a 400-move record             ' + (pieces + 1) + ' pieces, ' + bytes + ' bytes, ' + (bytes / USB_BYTES_PER_S).toFixed(2) + ' s at ' + USB_BYTES_PER_S / 1000 + ' kB/s',
  ];
}
