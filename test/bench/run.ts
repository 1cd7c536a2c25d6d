// `npm run bench`: prints figures; nothing here is asserted.
import { benchCore } from './core';

for (const line of benchCore()) process.stdout.write(line + '\n');
