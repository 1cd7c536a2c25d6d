// Plays calls through the computer's sound device with sox's `play` or ALSA's `aplay`, the way the
// clock's voice player does: one clip per call, calls due at the same instant back to back, a call at a
// new instant cutting off what still plays. Without a player or a sound device the clock shows captions.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Manifest } from './packs';

export interface Speaker {
  say(at: number, phrase: string): void;
}

function findPlayer(): string[] | null {
  // No sound card: nothing to play to (CI, containers, ssh sessions).
  if (!existsSync('/dev/snd') && process.env.PULSE_SERVER === undefined) return null;
  for (const command of [['play', '-q'], ['aplay', '-q']]) {
    if (spawnSync('sh', ['-c', 'command -v ' + command[0]], { stdio: 'ignore' }).status === 0) return command;
  }
  return null;
}

/** A speaker for the pack in `dir`, or null when this machine cannot play sound. */
export function createSpeaker(manifest: Manifest | null, dir: string): Speaker | null {
  const player = findPlayer();
  if (player === null || manifest === null) return null;
  const files: Record<string, string> = {};
  for (const clip of manifest.clips) files[clip.phrase] = join(dir, clip.file);
  let playing: { at: number; child: ChildProcess } | null = null;
  let queue: string[] = [];
  const start = (at: number, file: string) => {
    const child = spawn(player[0], player.slice(1).concat([file]), { stdio: 'ignore' });
    playing = { at: at, child: child };
    child.on('exit', () => {
      if (playing === null || playing.child !== child) return;
      playing = null;
      const next = queue.shift();
      if (next !== undefined) start(at, next);
    });
  };
  return {
    say(at: number, phrase: string) {
      const file = files[phrase];
      if (file === undefined) return;
      if (playing !== null && playing.at === at) {
        queue.push(file);
        return;
      }
      queue = [];
      if (playing !== null) playing.child.kill();
      start(at, file);
    },
  };
}
