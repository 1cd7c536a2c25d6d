// The faces' words and font in one language, as a board whose Storage holds that language's files: for the tests
// that draw with the firmware's own drawText.
import { useFont } from '../../firmware/app/faces/font';
import { useWords } from '../../firmware/app/words/words';
import type { TextLanguage } from '../../firmware/core/index';
import { textFiles } from '../../sim/deviceFiles';
import { filesStorage } from '../../sim/deviceWords';

/** Draws with `language`'s words and font from here on. */
export function useLanguage(language: TextLanguage): void {
  const files = textFiles(language);
  const storage = filesStorage(files);
  useWords(storage, files[0].name);
  useFont(files.length > 1 ? storage : null, files[files.length - 1].name);
}
