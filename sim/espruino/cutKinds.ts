// The compactions npm run cuts:chip cuts (sim/espruino/chipCuts.ts), as programs for Espruino's interpreter, the same two
// test/app/compactionCut.test.ts cuts on the fake: each kind lays Storage out after the install, then the cut program makes
// the compaction, and the check program asks a restarted interpreter what it kept and what the faces say of it.
import { JOURNAL_FILE, SAVED_SETTINGS, BEGUN_RECORD, ERASED_RECORD } from '../../firmware/app/record/journal';
import { RECORD_FILES } from '../../firmware/app/record/recorder';
import { wordId } from '../../firmware/build/wordIds.js';

export type CutKind = 'new-game' | 'kept-record';
export const CUT_KINDS: CutKind[] = ['new-game', 'kept-record'];

/** What a cut kind is made of: how it is named in the tally, its Storage before the cut, and what the cut interrupts. */
export interface CutKindPrograms {
  title: string;
  /** Run once after the install; prints `TRASH` and the trash it leaves, which the compaction must then take. */
  setup: string;
  /** Run from the interpreter's start, and cut; prints `DONE` and the trash left, once it finished. */
  cut: string;
}

/** A record whose lines do not read, as test/app/keptRecord.test.ts's: the firmware keeps it for the referee. */
const DAMAGED = 'garbage*zzzz\nH{"bad":1*00000000\nI1,ak,pb*00000000\n';

/** Old records' and settings' trash, a page a file (4064 bytes and a header), while Storage keeps more than `spare` bytes free. */
const trash = (spare: number) => "var S=require('Storage'),n=0;while(S.getFree()>" + spare + "){S.write('old'+n,'x',0,4064);n++;}for(var i=0;i<n;i++)S.erase('old'+i);";
const printTrash = "print('TRASH '+S.getStats().trashBytes);quit();";
/** `program` once the firmware's boot is done: the interpreter quits at once from a timer, not from the -e program itself. */
const afterBoot = (program: string) => 'setTimeout(function(){' + program + '},10);';
/** Marks `mark` at the journal's first erased byte, as firmware/app/record/journal.ts does. */
const markJournal = (mark: string) => "var j=S.read('" + JOURNAL_FILE + "');S.write('" + JOURNAL_FILE + "','" + mark + "',j.indexOf('\\xff'),j.length);";
/** The new settings, then the trash Storage still holds: less than the setup left when the compaction ran. */
const configure = (preset: string) => "setTimeout(function(){clock.configure({preset:'" + preset + "'});print('DONE '+require('Storage').getStats().trashBytes);quit();},10);";

export const KINDS: Record<CutKind, CutKindPrograms> = {
  // Too little room for a new game's 64 KB: the boot's new game (the record held only its header) compacts Storage to
  // make its record's room, then the new settings start another.
  'new-game': { title: "a new game's compaction with its settings and record", setup: afterBoot(trash(56 * 1024) + printTrash), cut: configure('cn-local') },
  // Settings once saved, a damaged record kept for the referee (a StorageFile's chunk, a whole page, marked begun), and
  // under a page free: the new settings' page makes Espruino compact by itself, and start no game over the record.
  'kept-record': {
    title: 'new settings compacting beside a kept record',
    setup: afterBoot(
      trash(8191) +
      RECORD_FILES.map((name) => "S.open('" + name + "','r').erase();").join('') +
      "if(S.read('" + JOURNAL_FILE + "').indexOf('" + SAVED_SETTINGS + "')<0){" + markJournal(SAVED_SETTINGS) + '}' +
      "S.open('" + RECORD_FILES[0] + "','w').write(" + JSON.stringify(DAMAGED) + ');' +
      markJournal(BEGUN_RECORD) +
      printTrash,
    ),
    cut: configure('fast-30s'),
  },
};

/** What the faces may say of a loss, by its index in the check's line (-1: another key); the bundle names a key by its id. */
const NOTICES = ['', 'device.settingsLost', 'device.recordLost'];
const NOTICE_IDS = NOTICES.map((key) => (key === '' ? '' : wordId(key)));

/**
 * What a restarted interpreter finds: how many files Storage holds (none when it was erased), the firmware's checksum and
 * whether it started, whether the settings read and were once saved, whether a record is held and should be, and the
 * notice the firmware decided (clock.notice()).
 */
export const CHECK_PROGRAM =
  "setTimeout(function(){try{var S=require('Storage'),s=S.read('goclock.json'),j=S.read('" + JOURNAL_FILE + "')||'',ok=1,c=typeof clock!=='undefined';" +
  "try{s=s||'';var x=s.indexOf('\\xff');JSON.parse(x<0?s:s.substr(0,x));}catch(e){ok=0;}" +
  "print('KEPT '+S.list().length+' '+E.CRC32(S.read('.bootcde')||'')+' '+(c?1:0)+' '+ok+' '+(j.indexOf('" + SAVED_SETTINGS + "')>=0?1:0)+' '+(" +
  RECORD_FILES.map((name) => "S.read('" + name + "\\x01')!==undefined").join('||') + "?1:0)+' '+(j.lastIndexOf('" + BEGUN_RECORD + "')>j.lastIndexOf('" + ERASED_RECORD + "')?1:0)+' '+" +
  JSON.stringify(NOTICE_IDS) + '.indexOf(c?clock.notice():0));}catch(e){print(\'FAILED \'+e);}quit();},1500);';

/** The notice the fake's test holds the faces to after a cut (test/app/compactionCut.test.ts): a loss is said; "" when none. */
export function noticeOwed(settingsRead: boolean, settingsMarked: boolean, recordHeld: boolean, recordExpected: boolean): string {
  if (recordExpected && !recordHeld) return 'device.recordLost';
  return settingsMarked && !settingsRead ? 'device.settingsLost' : '';
}

/** The key the check's line gave as an index into NOTICES. */
export const noticeAt = (index: number): string => (index < 0 ? '?' : NOTICES[index]);
