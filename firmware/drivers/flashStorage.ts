// Settings in the board's flash through Espruino's Storage module.
import type { StorageDevice } from '../devices';

export function createFlashStorage(storage: Espruino.StorageModule): StorageDevice {
  return {
    read(name: string) {
      return storage.read(name);
    },
    write(name: string, data: string) {
      storage.write(name, data);
    },
  };
}
