// `npm run wiring`: draws each build's diagram and board view and rewrites the guide's wiring tables from
// hardware/netlist.json, after checking it (a pin on no net, a net naming a pin no part has: one line, exit 2).
import { readFileSync, writeFileSync } from 'node:fs';
import { fail, failOnUncaught, startedAs } from '../sim/host/cliFail';
import { BUILDS, loadNetlist, NetlistError, type Build } from './wiring/netlist';
import { wiringSvg } from './wiring/svg';
import { boardViewSvg } from './wiring/boardView';
import { drawingFaults } from './wiring/legible';
import { withWiringTables } from './wiring/table';

/** Each build's drawings: the lead build's plain names, the card's with "-card". */
export function drawings(build: Build): { wiring: string; board: string } {
  const suffix = build === 'storage' ? '' : '-' + build;
  return { wiring: 'hardware/wiring-jolt' + suffix + '.svg', board: 'hardware/board-jolt' + suffix + '.svg' };
}
const GUIDE = 'hardware/README.md';
const USAGE = 'usage: npm run wiring   (draws each build\'s diagram and board view, ' + BUILDS.map((b) => drawings(b).wiring + ' and ' + drawings(b).board).join(', ') +
  ', and rewrites the wiring tables in ' + GUIDE + ' from hardware/netlist.json)\n' +
  '       npm run wiring -- --netlist FILE   (check and draw another netlist\'s builds; writes nothing but the drawings, to FILE.BUILD.svg)';

/** Writes the drawings only when each reads cleanly: a netlist's longer names could push a text over another. */
function draw(files: [string, string][]): void {
  for (const [file, svg] of files) {
    const faults = drawingFaults(svg);
    if (faults.length) fail(file + ': ' + faults[0] + (faults.length > 1 ? ' (and ' + (faults.length - 1) + ' more)' : ''));
  }
  for (const [file, svg] of files) writeFileSync(file, svg);
}

function main(args: string[]): void {
  if (args.includes('--help') || args.includes('-h')) {
    process.stdout.write(USAGE + '\n');
    return;
  }
  let other: string | undefined;
  for (let i = 0; i < args.length; i += 2) {
    if (args[i] !== '--netlist') fail('unknown argument ' + args[i] + ' (see --help)');
    if (args[i + 1] === undefined) fail('--netlist needs a file');
    other = args[i + 1];
  }
  try {
    // Every build is checked before anything is written.
    const netlists = BUILDS.map((build) => loadNetlist(other, build));
    if (other) {
      draw(netlists.map((netlist) => [other + '.' + netlist.build + '.svg', wiringSvg(netlist)]));
      process.stdout.write('drew ' + BUILDS.map((b) => other + '.' + b + '.svg').join(' and ') + '\n');
    } else {
      draw(netlists.flatMap((netlist): [string, string][] => [[drawings(netlist.build).wiring, wiringSvg(netlist)], [drawings(netlist.build).board, boardViewSvg(netlist)]]));
      writeFileSync(GUIDE, netlists.reduce((guide, netlist) => withWiringTables(guide, netlist), readFileSync(GUIDE, 'utf8')));
      process.stdout.write('drew ' + BUILDS.map((b) => drawings(b).wiring + ' and ' + drawings(b).board).join(', ') + ', and wrote the wiring tables in ' + GUIDE + '\n');
    }
  } catch (e) {
    if (e instanceof NetlistError || (e as NodeJS.ErrnoException).code === 'ENOENT') fail((e as Error).message);
    throw e;
  }
}

// The tests import drawings(): the program runs only when started as npm run wiring.
if (startedAs('wiringCli')) {
  failOnUncaught();
  main(process.argv.slice(2));
}
