// `npm run bench`: prints figures; nothing here is asserted. Its arguments are checked before it builds.
import { benchCore } from './core';
import { benchFirmware } from './firmware';
import { benchLink } from './link';
import { benchScenario } from './scenario';
import { benchWeb } from './web';
import { benchHall } from './hall';
import { benchCompactions } from './compactions';
import { measuredFigures, quickFigures, storageVoiceFigures, written, type Figure } from './figures';
import { fail, failOnUncaught } from '../../sim/host/cliFail';
import { buildFirst, takeBuildFlag } from '../../sim/host/buildFirst';

const USAGE = `usage: npm run bench
Prints what the code measures: the core's and the firmware's speed, the variables and bytes the firmware takes, the
link's, the web clock's and the hall's figures (a few minutes; it starts Chromium). Lines "figure NAME VALUE" are the
figures the documents quote. It takes no arguments; npm run bench:chip measures on Espruino's own interpreter.`;

failOnUncaught();
const args = process.argv.slice(2);
const build = takeBuildFlag(args);
if (args.includes('--help') || args.includes('-h')) {
  process.stdout.write(USAGE + '\n');
  process.exit(0);
}
if (args.length > 0) fail('unknown argument ' + args[0] + ' (see --help)');
if (build) buildFirst('build:sample');

for (const line of benchCore().concat(benchScenario(), benchFirmware(), benchLink(), benchCompactions())) process.stdout.write(line + '\n');
// The figures the documents quote, by the names they quote them by (test/project/documents.test.ts checks them).
const printFigure = (figure: Figure) => process.stdout.write('figure ' + figure.name.padEnd(16) + written(figure.value).padStart(8) + '  ' + figure.what + '\n');
quickFigures().concat(measuredFigures()).forEach(printFigure);
void storageVoiceFigures()
  .then((figures) => figures.forEach(printFigure))
  .then(() => benchWeb())
  .then((lines) => process.stdout.write(lines.join('\n') + '\n'))
  .then(() => benchHall())
  .then((lines) => process.stdout.write(lines.join('\n') + '\n'));
