// How the Storage voice is laid out, which the firmware's driver reads and the voice's builders (Node and the
// recorder's page) write: the index file's name and the clips' rate.

export const VOICE_INDEX_FILE = 'voice';
/** The rate the clips are made at (sim/voice/voiceFromTakes.ts and packs.ts write them). */
export const VOICE_RATE_HZ = 8000;
