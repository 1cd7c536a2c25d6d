// Reads a scenario file (or standard input, `-`) for both scenario runners, the core's and the
// firmware's, so that a missing or broken file gets the same one line from each.
import { readFileSync } from 'node:fs';

/** What a flag of the scenario runners needs after it, for the line that says it is missing. */
export const SCENARIO_NEEDS = '--scenario needs a file, or - to read it from standard input';

/** The scenario's JSON as a value; throws one line naming the file and what is wrong. */
export function readScenarioJson(source: string): unknown {
  let text: string;
  try {
    text = readFileSync(source === '-' ? 0 : source, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const why = code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'it is a folder' : code === 'EACCES' ? 'permission denied' : (error as Error).message;
    throw new Error('cannot read scenario ' + source + ': ' + why);
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new Error('scenario ' + source + ' is not valid JSON: ' + (error as Error).message);
  }
}
