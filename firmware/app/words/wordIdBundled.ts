// What words.ts looks a key up by in the bundle: the key as it stands, for the build has written each key the
// bundle names as its short id already (firmware/build/shortWords.js). The source reads firmware/build/wordIds.js.
export function wordId(key: string): string {
  return key;
}
