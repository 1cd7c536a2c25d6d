// `npm run enclosure`: the printable case. Checks its arguments first, then builds the body and the lid from
// the parameters, checks each is printable (closed, on the bed, walls ≥ 2 mm, no bridge or ledge a printer
// cannot make without supports), and writes an STL of each in its print orientation and PNG views.
import { join } from 'node:path';
import { fail, failOnUncaught } from '../sim/host/cliFail';
import { writeEnclosure, type PartReport } from './enclosure/build';
import { DEFAULT_PARAMETERS, NUMBER_FLAGS, ParameterError, setParameter, type EnclosureParameters } from './enclosure/parameters';
import { DISPLAYS, measuredKeys } from './enclosure/parts';
import { designFor } from './enclosure/design';
import { jointProblems, joints } from './enclosure/fasteners';

const USAGE = [
  'usage: npm run enclosure [-- OPTIONS]   (writes body.stl, lid.stl and PNG views of the case)',
  '  --out DIR           where to write them (default dist/enclosure)',
  '  --views DIR         write the PNG views there instead (the guide\'s: hardware/enclosure/views)',
  '  --display NAME      the display module: ' + Object.keys(DISPLAYS).join(', '),
  '  --size KEY=MM      your own measure of a size marked "measure yours" in hardware/README.md (' + measuredKeys(DISPLAYS[DEFAULT_PARAMETERS.display]).join(', ') + ')',
  ...NUMBER_FLAGS.map((f) => '  ' + (f.flag + ' N').padEnd(20) + f.min + '–' + f.max + ' ' + f.unit + ' (default ' + DEFAULT_PARAMETERS[f.key] + ')'),
].join('\n');

failOnUncaught();
const args = process.argv.slice(2);
if (args.includes('--help') || args.includes('-h')) {
  process.stdout.write(USAGE + '\n');
  process.exit(0);
}
const parameters: EnclosureParameters = { ...DEFAULT_PARAMETERS };
let out = 'dist/enclosure';
let views: string | undefined;
let reports: PartReport[];
try {
  for (let i = 0; i < args.length; i += 2) {
    const value = args[i + 1];
    if (args[i] === '--out' || args[i] === '--views') {
      if (value === undefined || value.startsWith('--')) throw new ParameterError(args[i] + ' needs a folder');
      if (args[i] === '--out') out = value;
      else views = value;
    } else setParameter(parameters, args[i], value);
  }
  // designFor checks the parameters across each other before any solid is built.
  reports = writeEnclosure(parameters, out, views ?? out);
} catch (e) {
  if (e instanceof ParameterError) fail(e.message);
  throw e;
}
for (const r of reports) {
  process.stdout.write(r.name + ': ' + r.size.map((v) => v.toFixed(1)).join(' × ') + ' mm as printed, ' + r.volumeCm3.toFixed(1) + ' cm³, thinnest wall ' +
    r.thinnestMm.toFixed(2) + ' mm, longest bridge ' + r.longestBridgeMm.toFixed(1) + ' mm, deepest ledge ' + r.deepestLedgeMm.toFixed(1) + ' mm\n');
}
// The screws follow the lid and the inserts' holes: a thicker --wall takes longer ones.
const screwed = joints(designFor(parameters));
for (const joint of screwed) process.stdout.write(joint.name + ': M3 × ' + joint.screwMm + ', pan head\n');
const problems = reports.flatMap((r) => r.problems).concat(screwed.flatMap(jointProblems));
if (problems.length) fail(problems.join('; '));
process.stdout.write('wrote ' + join(out, 'body.stl') + ', ' + join(out, 'lid.stl') + ' and the views in ' + (views ?? out) + '\n');
