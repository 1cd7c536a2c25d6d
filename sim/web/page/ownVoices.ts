// A voice of the user's own, for a language or dialect the clock has no words for (Shanghainese, a club's voice):
// it says the phrases of a language the clock has, in the user's words, and is played, installed and shared as a
// recorded voice of that language is. Its id is that language and a number, "zh~1", so that what it says is known
// from the id alone (savedSettings.ts reads it); its name is kept in the browser beside the settings.
import { OWN_MARK } from './savedSettings';

const NAMES_KEY = 'goclock.ownVoices';

/** The names of the voices of the user's own, by id. */
export function ownVoiceNames(): Record<string, string> {
  try {
    const names = JSON.parse(localStorage.getItem(NAMES_KEY) ?? '{}') as unknown;
    return typeof names === 'object' && names !== null && !Array.isArray(names) ? (names as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/** A new voice of the user's own named `name`, saying the phrases of `language`; its id. */
export function addOwnVoice(name: string, language: string): string {
  const names = ownVoiceNames();
  let n = 1;
  while (names[language + OWN_MARK + n] !== undefined) n++;
  const id = language + OWN_MARK + n;
  names[id] = name;
  localStorage.setItem(NAMES_KEY, JSON.stringify(names));
  return id;
}
