// `npm run bench`: prints figures; nothing here is asserted.
import { benchCore } from './core';
import { benchFirmware } from './firmware';
import { benchLink } from './link';
import { benchScenario } from './scenario';
import { benchWeb } from './web';
import { benchHall } from './hall';
import { measuredFigures, quickFigures, storageVoiceFigures, written, type Figure } from './figures';

for (const line of benchCore().concat(benchScenario(), benchFirmware(), benchLink())) process.stdout.write(line + '\n');
// The figures the documents quote, by the names they quote them by (test/documents.test.ts checks them).
const printFigure = (figure: Figure) => process.stdout.write('figure ' + figure.name.padEnd(16) + written(figure.value).padStart(8) + '  ' + figure.what + '\n');
quickFigures().concat(measuredFigures()).forEach(printFigure);
void storageVoiceFigures()
  .then((figures) => figures.forEach(printFigure))
  .then(() => benchWeb())
  .then((lines) => process.stdout.write(lines.join('\n') + '\n'))
  .then(() => benchHall())
  .then((lines) => process.stdout.write(lines.join('\n') + '\n'));
