// How often the clock compacts Storage: 100 games of a kind in a row on the fake's flash, laid out as npm run flash lays
// it (sim/espruino/flashModel.ts counts Espruino's compactions, and the bytes each game leaves as trash). A compaction
// is the one work a power cut can cost a file in (firmware/README.md, A power cut while Storage compacts), so the rarer
// the safer. `npx tsx test/bench/compactions.ts` prints these lines alone; npm run bench prints them with the rest.
import { actionEdges, bootFirmware, GAME_ORIGIN_MS } from '../../sim/espruino/firmwareRun';
import { startedAs } from '../../sim/host/cliFail';
import type { FakeEspruino } from '../../sim/espruino/fake';

const GAMES = 100;
const MOVE_EVERY_MS = 1000;

interface GameKind {
  name: string;
  moves: number;
  /** The referee reads the record out after the game, both ways the console offers. */
  exported: boolean;
}

const KINDS: GameKind[] = [
  { name: 'short games (20 moves)', moves: 20, exported: false },
  { name: 'long games (300 moves)', moves: 300, exported: false },
  { name: 'short games, each exported as SGF and JSON Lines', moves: 20, exported: true },
];

/** A game of `kind` from the fake's now: new settings (a new game), the start, the moves, the flag, and the export. */
function playGame(fake: FakeEspruino, kind: GameKind, game: number): void {
  // A time control of its own each game, which the game uses up: configure then starts a new game, as a referee's new
  // settings after a game do, and the side on move flags some seconds after the last move.
  const mainMs = (kind.moves / 2 + 10 + (game % 2)) * 1000;
  fake.console('clock.configure(' + JSON.stringify({ timeControl: { system: 'absolute', mainMs: mainMs } }) + ')');
  // Scenario time: the start a second from now.
  const base = fake.now - GAME_ORIGIN_MS + 1000;
  actionEdges(fake, { at: base, do: 'start' });
  for (let i = 1; i <= kind.moves; i++) actionEdges(fake, { at: base + i * MOVE_EVERY_MS, do: 'press', side: i % 2 === 1 ? 'black' : 'white' });
  fake.runUntil(fake.now + (kind.moves + 1) * MOVE_EVERY_MS + mainMs);
  if (kind.exported) {
    fake.console('clock.record("sgf")');
    fake.console('clock.record()');
  }
}

/** The lines: each kind's compactions over GAMES games, and the trash a game leaves, which is what fills Storage up to one. */
export function benchCompactions(): string[] {
  return KINDS.map((kind) => {
    const fake = bootFirmware({ preset: 'cn-national' });
    fake.runUntil(1000);
    const first = fake.storage.getStats();
    let trash = 0;
    let measured = 0;
    for (let game = 0; game < GAMES; game++) {
      const before = { trash: fake.storage.getStats().trashBytes, compactions: fake.storage.compactions };
      playGame(fake, kind, game);
      // A game across a compaction leaves trash that cannot be told apart from what the compaction took.
      if (fake.storage.compactions > before.compactions) continue;
      trash += fake.storage.getStats().trashBytes - before.trash;
      measured++;
    }
    return 'compactions: ' + kind.name + ': ' + fake.storage.compactions + ' in ' + GAMES + ' games (' + fake.storage.compactionsRefused + ' refused); a game leaves ' +
      (trash / measured / 1024).toFixed(1) + ' KB of trash, Storage ' + Math.round(first.totalBytes / 1024) + ' KB with ' + Math.round((first.totalBytes - first.freeBytes) / 1024) + ' KB of files';
  });
}

if (startedAs('compactions')) process.stdout.write(benchCompactions().join('\n') + '\n');
