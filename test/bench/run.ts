// `npm run bench`: prints figures; nothing here is asserted.
import { benchCore } from './core';
import { benchFirmware } from './firmware';

for (const line of benchCore().concat(benchFirmware())) process.stdout.write(line + '\n');
