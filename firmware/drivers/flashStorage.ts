// Settings and the game record in the board's flash through Espruino's Storage module. The record is a
// StorageFile, appended in place so a write never rewrites what is already there.
import type { StorageDevice } from '../devices';

export function createFlashStorage(storage: Espruino.StorageModule): StorageDevice {
  return {
    read(name: string) {
      return storage.read(name);
    },
    write(name: string, data: string) {
      storage.write(name, data);
    },
    append(name: string, text: string) {
      storage.open(name, 'a').write(text);
    },
    readAppended(name: string) {
      const file = storage.open(name, 'r');
      let text = '';
      for (let chunk = file.read(256); chunk !== undefined; chunk = file.read(256)) text += chunk;
      return text;
    },
    erase(name: string) {
      storage.open(name, 'r').erase();
    },
    free() {
      return storage.getFree();
    },
  };
}
