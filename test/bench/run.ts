// `npm run bench`: prints figures; nothing here is asserted.
import { benchCore } from './core';
import { benchFirmware } from './firmware';
import { benchLink } from './link';
import { benchScenario } from './scenario';
import { benchWeb } from './web';
import { benchHall } from './hall';
import { measuredFigures, quickFigures, written } from './figures';

for (const line of benchCore().concat(benchScenario(), benchFirmware(), benchLink())) process.stdout.write(line + '\n');
// The figures the documents quote, by the names they quote them by (test/documents.test.ts checks them).
for (const figure of quickFigures().concat(measuredFigures())) process.stdout.write('figure ' + figure.name.padEnd(16) + written(figure.value).padStart(8) + '  ' + figure.what + '\n');
void benchWeb()
  .then((lines) => process.stdout.write(lines.join('\n') + '\n'))
  .then(() => benchHall())
  .then((lines) => process.stdout.write(lines.join('\n') + '\n'));
