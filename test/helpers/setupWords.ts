// The firmware's modules that tests run from source read the device's words as the board does, from the
// file npm run flash writes: English, as the fake Espruino's Storage holds it unless told otherwise.
import { useWords } from '../../firmware/app/words/words';
import { deviceWordsFile, filesStorage } from '../../sim/deviceWords';

const english = deviceWordsFile('en');
useWords(filesStorage([english]), english.name);
