// A clock on a USB cable in the hall (out of the gateway's Bluetooth reach): the gateway asks its USB
// console for clock.state() once a second and makes the advert the clock would have sent from it, with
// the firmware's own hall advertiser (firmware/app/hall/hallAdvertiser.ts), so a board over USB is told
// exactly like one over the air. The console stays the clock's: the reporter only reads its state.
import { openSync, closeSync, createReadStream, createWriteStream } from 'node:fs';
import { spawnSync } from 'node:child_process';
import type { ClockState } from '../../firmware/core/index';
import { createLiveEncoder } from '../../firmware/app/link/live';
import { createHallAdvertiser } from '../../firmware/app/hall/hallAdvertiser';
import type { ConsoleLine } from './boardIdentity';

const MARK = 'GOCLOCK-HALL ';
export const REPORT_EVERY_MS = 1000;

/** Reports the clock on `console` as board `board`, from source `source`; each advert goes to `heard`. Returns the stop. */
export function reportOverUsb(console: ConsoleLine, board: number, source: string, heard: (source: string, data: number[]) => void): () => void {
  const advertiser = createHallAdvertiser(
    {
      advertise: (data) => {
        if (data !== null) heard(source, data);
      },
    },
    createLiveEncoder(),
    // The console's state says nothing of the battery.
    () => false,
  );
  let pending = '';
  console.onText((text) => {
    pending += text;
    const lines = pending.split(/\r?\n/);
    pending = lines.pop() ?? '';
    for (const line of lines) {
      const at = line.indexOf(MARK);
      if (at < 0) continue;
      try {
        const state = JSON.parse(line.slice(at + MARK.length)) as ClockState;
        advertiser.shown(state, state.atMs, board, false);
      } catch (error) {
        // A line cut by the console, or not the clock's: the next second's answer will do.
      }
    }
  });
  // Ctrl-P turns the console's echo off for the line, as the web clock's link does.
  const ask = () => console.send('\x10print("' + MARK + '"+JSON.stringify(clock.state()))\n');
  const timer = setInterval(ask, REPORT_EVERY_MS);
  ask();
  return () => {
    clearInterval(timer);
    console.close();
  };
}

/** A clock's USB console on a Linux serial device (/dev/ttyACM0), set raw at 115200 baud with stty. */
export function serialConsole(device: string): ConsoleLine {
  const stty = spawnSync('stty', ['-F', device, '115200', 'raw', '-echo']);
  if (stty.status !== 0) throw new Error('cannot open ' + device + ': ' + String(stty.stderr).trim());
  closeSync(openSync(device, 'r+'));
  const input = createReadStream(device, { encoding: 'utf8' });
  const output = createWriteStream(device);
  return {
    send: (text) => void output.write(text),
    onText: (listener) => void input.on('data', (chunk) => listener(String(chunk))),
    close() {
      input.destroy();
      output.end();
    },
  };
}
