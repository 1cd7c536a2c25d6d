// `npm run wiring`: draws hardware/wiring-jolt.svg and rewrites the guide's wiring tables from
// hardware/netlist.json, after checking it (a pin on no net, a net naming a pin no part has: one line, exit 2).
import { readFileSync, writeFileSync } from 'node:fs';
import { fail, failOnUncaught } from '../sim/cliFail';
import { loadNetlist, NetlistError } from './wiring/netlist';
import { wiringSvg } from './wiring/svg';
import { boardViewSvg } from './wiring/boardView';
import { withWiringTables } from './wiring/table';

export const WIRING_SVG = 'hardware/wiring-jolt.svg';
export const BOARD_SVG = 'hardware/board-jolt.svg';
const GUIDE = 'hardware/README.md';
const USAGE = 'usage: npm run wiring   (draws ' + WIRING_SVG + ' and ' + BOARD_SVG + ', and rewrites the wiring tables in ' + GUIDE + ' from hardware/netlist.json)\n' +
  '       npm run wiring -- --netlist FILE   (check and draw another netlist; writes nothing but the drawing, to FILE.svg)';

failOnUncaught();
const args = process.argv.slice(2);
if (args.includes('--help') || args.includes('-h')) {
  process.stdout.write(USAGE + '\n');
  process.exit(0);
}
let other: string | undefined;
for (let i = 0; i < args.length; i += 2) {
  if (args[i] !== '--netlist') fail('unknown argument ' + args[i] + ' (see --help)');
  if (args[i + 1] === undefined) fail('--netlist needs a file');
  other = args[i + 1];
}
try {
  const netlist = loadNetlist(other);
  if (other) {
    writeFileSync(other + '.svg', wiringSvg(netlist));
    process.stdout.write('drew ' + other + '.svg\n');
  } else {
    writeFileSync(WIRING_SVG, wiringSvg(netlist));
    writeFileSync(BOARD_SVG, boardViewSvg(netlist));
    writeFileSync(GUIDE, withWiringTables(readFileSync(GUIDE, 'utf8'), netlist));
    process.stdout.write('drew ' + WIRING_SVG + ' and ' + BOARD_SVG + ', and wrote the wiring tables in ' + GUIDE + '\n');
  }
} catch (e) {
  if (e instanceof NetlistError || (e as NodeJS.ErrnoException).code === 'ENOENT') fail((e as Error).message);
  throw e;
}
