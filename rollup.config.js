// The builds: the firmware for Jolt.js (dist/firmware.js), and the web clock's, device's and hall's pages.
// How the firmware becomes a bundle Espruino runs is firmware/build/ (its choices are marks in the source).
import esbuild from 'rollup-plugin-esbuild';
import { espruinoOutput, espruinoPlugins } from './firmware/build/espruinoBuild.js';

const firmware = { input: 'firmware/main.ts', output: espruinoOutput('dist/firmware.js'), plugins: espruinoPlugins() };

/** A page of the web site (sim/web/page/): the same core and voice in a browser; `npm run build:web` adds the site around them. */
function page(input, file) {
  return {
    input: input,
    output: { file: file, format: 'iife', sourcemap: true },
    plugins: [esbuild({ target: 'es2019', minify: true, tsconfig: 'sim/web/page/tsconfig.json' })],
  };
}

export default [
  firmware,
  // The web clock.
  page('sim/web/page/main.ts', 'dist/web/app.js'),
  // The device page: the fake Espruino that runs dist/firmware.js in the page.
  page('sim/web/page/device.ts', 'dist/web/device.js'),
  // The tournament hall's page: every board's clock, from the hall's MQTT broker.
  page('sim/web/page/hall.ts', 'dist/web/hall.js'),
  // The installer: the firmware and its words and voice put on a Jolt.js over Web Serial or Web Bluetooth.
  page('sim/web/page/install.ts', 'dist/web/install.js'),
  // The recorder: a person's voice for the clock, take by take from the microphone.
  page('sim/web/page/record.ts', 'dist/web/record.js'),
];
