// Where the firmware bundle's bytes go: each byte of dist/firmware.js is charged, through the source
// map, to the TypeScript file it came from.
import { readFileSync } from 'node:fs';
import { SourceMapConsumer } from 'source-map-js';
import { FIRMWARE_BUNDLE } from '../../sim/espruino/bundlePaths';

export function bundleBytesBySource(): { source: string; bytes: number }[] {
  const code = readFileSync(FIRMWARE_BUNDLE, 'utf8');
  const map = new SourceMapConsumer(JSON.parse(readFileSync(FIRMWARE_BUNDLE + '.map', 'utf8')));
  const bytes: Record<string, number> = {};
  let last = 'rollup';
  code.split('\n').forEach((line, index) => {
    for (let column = 0; column < line.length; column++) {
      const source = map.originalPositionFor({ line: index + 1, column: column, bias: SourceMapConsumer.LEAST_UPPER_BOUND }).source ?? last;
      last = source;
      bytes[source] = (bytes[source] ?? 0) + 1;
    }
  });
  return Object.keys(bytes)
    .map((source) => ({ source: source.replace(/^(\.\.\/)+/, ''), bytes: bytes[source] }))
    .sort((a, b) => b.bytes - a.bytes);
}
