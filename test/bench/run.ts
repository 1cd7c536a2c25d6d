// `npm run bench`: prints figures; nothing here is asserted.
import { benchCore } from './core';
import { benchFirmware } from './firmware';
import { benchScenario } from './scenario';

for (const line of benchCore().concat(benchScenario(), benchFirmware())) process.stdout.write(line + '\n');
