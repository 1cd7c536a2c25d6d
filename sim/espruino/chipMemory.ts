// The variables the firmware holds at its busiest, measured by Espruino's interpreter itself for
// `npm run bench:chip`: a `.boot0` appendix (SAMPLER) has the interpreter count its variables in use
// (`process.memory()`, after its garbage collection) before and after every call the firmware makes into
// Storage, E.CRC32, the faces' bus, the DFPlayer's port, Bluetooth and print, and after every timer
// callback, and keeps the most. So a peak is one the firmware reached between two of its own calls; what a
// call holds inside the interpreter's native code is not seen, but for Storage's compaction, whose page
// buffer (taken from the variables on Jolt.js, whose stack has no room for it) is added.
import { BOARD } from '../../firmware/boards';
import { EDGE, PRESS } from './chipPrograms';

/**
 * `.boot0`'s appendix: the sampling, after the stubs (chipPrograms.ts, PRELUDE) it wraps; Bluetooth's
 * handlers kept, as the board keeps them, so that a phone can connect. The timing runs drop them, as they
 * always have: in the runs tried, a call's frame waited about 30 units more with them held.
 */
export const SAMPLER = `H.peak=0;H.nrf={};NRF.on=function(e,f){H.nrf[e]=f;};
(function(){
var P=print,S=require('Storage'),T=setTimeout;
function peek(){var u=process.memory().usage;if(u>H.peak)H.peak=u;}
function around(o,k){var f=o[k];o[k]=function(){peek();var r=f.apply(o,arguments);peek();return r;};}
['read','readJSON','write','open','erase','compact','getFree'].forEach(function(k){around(S,k);});
around(E,'CRC32');around(I2C1,'writeTo');around(I2C2,'writeTo');around(Serial1,'write');around(NRF,'setAdvertising');around(NRF,'updateServices');
global.print=function(){peek();P.apply(null,arguments);};
global.setTimeout=function(f,ms){return T(function(){f();peek();},ms);};
})();
`;

/** Espruino's compaction buffer on the chip: a flat string of a page and a header (jsfBankCompact). */
export const COMPACTION_BUFFER_VARIABLES = 1 + Math.ceil((BOARD.storagePageBytes + 32) / BOARD.variableBytes);

/**
 * A game of the settings' byo-yomi (40 s and one 60 s period) to the flag, ten moves a second apart first,
 * from a fresh boot; with `phone`, a phone connected all the while (the hall advertises in every run: board
 * 17). Prints the boot's peak, the game's and the variables in use after the boot.
 */
export function gamePeakProgram(phone: boolean): string {
  return `${EDGE}${PRESS}var boot=H.peak,after=process.memory().usage;H.peak=0;
${phone ? 'H.nrf.connect();' : ''}press('D44',2000,80);
for(var m=1;m<=10;m++)press(m%2==1?'D45':'D44',2080+m*1000,60);
H.st(function(){print('PEAK '+boot+' '+H.peak+' '+after);quit();},108000);`;
}

/**
 * After a boot that restored a recorded game: the restore's peak, then the game resumed (the mode button),
 * ten moves a second apart and byo-yomi to the flag, then each export with the peak taken afresh.
 */
export const RESTORED_PEAK_PROGRAM = `${EDGE}${PRESS}var out=[H.peak];H.peak=0;
press('D38',1000,60);
for(var m=1;m<=10;m++)press(m%2==1?'D45':'D44',1500+m*1000,60);
function exp(f){H.peak=0;clock.record(f);out.push(H.peak);}
H.st(function(){out.push(H.peak);exp('sgf');exp('jsonl');exp('raw');print('PEAK '+out.join(' '));quit();},90000);`;

/** Fills Storage with trash, a 4 KB file at a time, until under 60,000 bytes are free: the next game makes its room by compacting. */
export const TRASH_PROGRAM = `var S=require('Storage'),z='';for(var i=0;i<512;i++)z+='\\x01\\x02\\x03\\x04\\x05\\x06\\x07\\x08';
for(var n=0;S.getFree()>60000;n++){S.write('junk'+n,z,0,4096);S.erase('junk'+n);}
print('TRASH '+S.getFree());H.st(quit,10);`;

/**
 * After a boot on that Storage, whose new game made its room by compacting: the boot's peak, then a new
 * time control set from the console (another new game) and its peak.
 */
export const COMPACTION_PEAK_PROGRAM = `var boot=H.peak;H.peak=0;
clock.configure({timeControl:{system:'byoyomi',mainMs:60000,periods:3,periodMs:30000}});
H.st(function(){print('PEAK '+boot+' '+H.peak+' '+require('Storage').getFree());quit();},3000);`;
