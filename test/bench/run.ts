// `npm run bench`: prints figures; nothing here is asserted.
import { benchCore } from './core';
import { benchFirmware } from './firmware';
import { benchLink } from './link';
import { benchScenario } from './scenario';
import { benchWeb } from './web';
import { benchHall } from './hall';

for (const line of benchCore().concat(benchScenario(), benchFirmware(), benchLink())) process.stdout.write(line + '\n');
void benchWeb()
  .then((lines) => process.stdout.write(lines.join('\n') + '\n'))
  .then(() => benchHall())
  .then((lines) => process.stdout.write(lines.join('\n') + '\n'));
