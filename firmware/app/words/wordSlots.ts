// @espruino-public: the names of the device words' {slots}. A slot is found in the words file by its name,
// so the build keeps these names as they are; test/app/deviceWords.test.ts holds them to the catalogue's slots.

/** Every slot a device text may hold, with what fills it. */
export interface WordSlots {
  /** A number a text shows: a count, a code, or what a status word follows. */
  n?: string | number;
  at?: number;
  of?: number;
  cap?: string;
  change?: string;
  charged?: string;
  field?: string;
  from?: string;
  late?: string;
  number?: number;
  seconds?: string;
  side?: string;
  to?: string;
  total?: number;
  count?: number;
  found?: string;
  how?: string;
  key?: string;
  label?: string;
  margin?: string;
  minutes?: number;
  move?: number;
  moves?: number;
  points?: number;
  stage?: number;
  time?: string;
  version?: string;
}
