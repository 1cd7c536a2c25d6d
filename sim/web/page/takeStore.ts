// A recorded voice's takes kept in IndexedDB, so that a reload, or a phone put away mid-way, loses none: each take
// as recorded (a 16-bit WAV at the microphone's rate), under its voice and id. The clips are made from them again
// on load (takes.ts is fast), so an update of the processing reaches every kept take.

const DATABASE = 'goclock-recorded-voice';
const STORE = 'takes';

let opened: Promise<IDBDatabase> | null = null;

function database(): Promise<IDBDatabase> {
  opened =
    opened ??
    new Promise((resolve, reject) => {
      const request = indexedDB.open(DATABASE, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
  return opened;
}

function done<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

/** Keeps `wav` as the take `id` of `voice`, replacing the one before. */
export async function keepTake(voice: string, id: string, wav: Uint8Array): Promise<void> {
  const store = (await database()).transaction(STORE, 'readwrite').objectStore(STORE);
  await done(store.put(wav, voice + '/' + id));
}

/** Every kept take of `voice`, by id. */
export async function keptTakes(voice: string): Promise<Record<string, Uint8Array>> {
  const store = (await database()).transaction(STORE, 'readonly').objectStore(STORE);
  const range = IDBKeyRange.bound(voice + '/', voice + '/\uffff');
  const [keys, values] = await Promise.all([done(store.getAllKeys(range)), done(store.getAll(range))]);
  const out: Record<string, Uint8Array> = {};
  keys.forEach((key, i) => (out[String(key).slice(voice.length + 1)] = new Uint8Array(values[i] as Uint8Array)));
  return out;
}

/** The voices with a take kept. */
export async function voicesKept(): Promise<string[]> {
  const store = (await database()).transaction(STORE, 'readonly').objectStore(STORE);
  const voices: string[] = [];
  for (const key of await done(store.getAllKeys())) {
    const voice = String(key).slice(0, String(key).indexOf('/'));
    if (voices.indexOf(voice) < 0) voices.push(voice);
  }
  return voices;
}
