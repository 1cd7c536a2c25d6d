// The programs `npm run bench:chip` gives Espruino's interpreter. The firmware runs from Storage as on
// the board: `.bootcde` holds what `npm run flash` saves (pretokenised), and `.boot0`, which Espruino
// runs before it, stubs what Linux lacks (pins, buses, the DFPlayer's port, the watchdog, Bluetooth)
// and notes when the firmware's boot begins. Each program below is given with `-e`, which Espruino
// evaluates after the boot files, so it starts when the firmware is ready.

/** The settings the clock boots with: byo-yomi of 40 s and one 60 s period (the last period's count). */
const SETTINGS = { timeControl: { system: 'byoyomi', mainMs: 40000, periods: 1, periodMs: 60000 }, blackButton: 'left', volume: 20, board: 17 };

/**
 * The stubs of `.boot0` that the board has as builtins, which are no names in its root: moved behind the firmware's
 * names once it has booted. Espruino finds a global by reading the root's list from the start (jsvFindChildFromString
 * in src/jsvar.c), and on the board the firmware's names open that list; these, set before the firmware ran, would
 * stand ahead of each of them at every lookup of a wake-up. Deleted and set again, a name goes to the list's end.
 * The objects the stubs change (`E`, the serial port and the buses, with `Object` and `Function`) stay where they are:
 * the board has them too, each made where the firmware first reads it. The stubs make no array, so that `Array`,
 * whose prototype Espruino looks up by name at each array method, stands where the firmware puts it.
 */
const STUBS_BEHIND = "['digitalWrite','pinMode','analogWrite','analogRead','setWatch','NRF','USB','setTimeout'].forEach(function(n){var v=global[n];delete global[n];global[n]=v;});";

/**
 * A program as it is given to the interpreter: inside a function of its own, since the firmware's names are
 * Espruino's top level, where a program's own `var i` or `function unit` would overwrite the firmware's.
 */
export function beside(program: string): string {
  return '(function(){' + STUBS_BEHIND + program + '})();';
}

/**
 * `.boot0`: the stubs, and `H`, where the programs keep their timings (`shown`: the last frame sent to a face). The
 * stubs read `H` and `getTime` as their own names: `getTime`, a builtin, is found only after the whole root's list.
 */
export const PRELUDE = `var H={cb:[],units:[],watch:{},start:0,timing:false,t0:0,shown:0,frameAt:0,st:setTimeout};
(function(H,getTime){
function frameOf(cmd,p){var s=0xff+6+cmd+(p>>8&255)+(p&255);var c=(0x10000-s)&0xffff;return String.fromCharCode(0x7e,0xff,6,cmd,0,p>>8&255,p&255,c>>8&255,c&255,0xef);}
var st=setTimeout;
function answer(f,ms){st(function(){Serial1.emit('data',f);},ms);}
Serial1.setup=function(){};
Serial1.write=function(d){if(typeof d==='string'||d.length<10)return;if(d[3]==0x14&&!H.frameAt)H.frameAt=getTime();if(d[3]==0x48)answer(frameOf(0x48,60),30);else if(d[3]==0x14)answer(frameOf(0x3d,0),600);};
function bus(b){b.setup=function(){};b.writeTo=function(a,d){if(d&&d[0]===0x40)H.shown=getTime();};}
bus(I2C1);bus(I2C2);
global.digitalWrite=function(){};global.pinMode=function(){};global.analogWrite=function(){};global.analogRead=function(){return 0.6;};
global.setWatch=function(f,pin){H.watch[pin]=f;return 1;};
E.enableWatchdog=function(){};E.kickWatchdog=function(){};
global.NRF={disconnect:function(){},getSecurityStatus:function(){return {};},on:function(){},setAdvertising:function(){},setSecurity:function(){},setServices:function(){},updateServices:function(){}};
if(!global.USB)global.USB={};USB.setConsole=function(){};
global.setTimeout=function(f,ms){return st(function(){var a=getTime();H.frameAt=0;f();if(H.timing)H.cb.push([a-H.start,getTime()-a,H.frameAt?H.frameAt-a:-1]);},ms);};
})(H,getTime);
H.t0=getTime();
`;

/**
 * How the interpreter differs from Jolt.js where it matters to the firmware, as two flags (1 where it
 * differs): Storage read through a file rather than mapped into memory as the board maps its flash (a
 * mapped file has an address), and strings that hold UTF-8 (a byte above 127 read back as two).
 */
const FIDELITY = "(E.getAddressOf(S.read('.bootcde'),true)?0:1)+' '+('\\xff'.charAt(0)==='\\xff'?0:1)";

/** Writes `data` to the Storage file `name` in base64 pieces, as one file of its whole length. */
function writeFileProgram(name: string, data: Buffer): string {
  const text = data.toString('base64');
  const piece = 8192;
  let program = '';
  for (let i = 0; i < text.length; i += piece) program += 'S.write(' + JSON.stringify(name) + ",atob('" + text.slice(i, i + piece) + "')," + (i / 4) * 3 + ',' + data.length + ');';
  return program;
}

/**
 * Empties Storage and writes the faces' words and fonts (`files`, as npm run flash writes them): a program of its
 * own, since the interpreter holds a program's text in its variables, and the firmware's is most of them.
 */
export function textProgram(files: { name: string; data: string }[]): string {
  return "var S=require('Storage');S.eraseAll();" + filesProgram(files.map((file) => ({ name: file.name, data: Buffer.from(file.data, 'latin1') })), 'TEXT');
}

/** Writes `files` beside what Storage holds, and prints `tag` with how many files it holds then. */
export function filesProgram(files: { name: string; data: Buffer }[], tag: string): string {
  let program = "var S=require('Storage');";
  for (const file of files) program += writeFileProgram(file.name, file.data);
  return program + "print('" + tag + " '+S.list().length);quit();";
}

/** Writes the settings (the faces in `text`), `.boot0` (with `appendix` after the stubs) and the saved firmware beside the words textProgram wrote. */
export function setupProgram(saved: Buffer, text: string, appendix: string): string {
  let program = "var S=require('Storage');S.write('goclock.json'," + JSON.stringify(JSON.stringify(Object.assign({ text: text }, SETTINGS))) + ');';
  program += "S.write('.boot0'," + JSON.stringify(PRELUDE + appendix) + ');';
  program += writeFileProgram('.bootcde', saved);
  return program + "var s=S.getStats(),m=process.memory();print('SIZE '+m.total+' '+s.totalBytes+' '+" + FIDELITY + "+' '+m.blocksize);quit();";
}

/**
 * The saved firmware inside `if(0){…}`: Espruino scans every token of it at boot and runs none, which
 * is what the bundle's size costs a boot.
 */
export function scanOnly(saved: Buffer): Buffer {
  return Buffer.concat([Buffer.from('if(0){'), saved, Buffer.from('}')]);
}

/** Presses and releases a button through the stubbed setWatch, stamped as the hardware would. */
export const EDGE = 'function edge(pin,down){var t=getTime();H.watch[pin]({state:!down,time:t,lastTime:t});}';

/** Presses `pin` at `at` ms and releases it `hold` ms later, on the interpreter's own timers (untimed). */
export const PRESS = 'function press(pin,at,hold){H.st(function(){edge(pin,true);H.st(function(){edge(pin,false);},hold);},at);}';

/**
 * Plays `moves` moves, one every 60 ms or so, leaves the last one running for 3.5 s (its ticks), and
 * stops as a pulled battery would: the record is what the firmware wrote.
 */
export function gameProgram(moves: number): string {
  return EDGE + `var st=H.st,m=0;
function next(){if(m>${moves}){st(quit,3500);return;}var pin=m==0?'D44':(m%2==1?'D45':'D44');edge(pin,true);st(function(){edge(pin,false);m++;st(next,40);},20);}
st(next,500);`;
}

/** The unit: 400 iterations of the Leibniz loop. */
const LEIBNIZ = 'var x=1,pi=1;for(var i=2;i<402;i++){x=x*-1;pi=pi+x/(2*i-1);}';

/** The unit loop, timed; its median over the runs is the unit. */
const UNIT = `function unit(){var a=getTime();${LEIBNIZ}H.units.push((getTime()-a)/400);}
function median(){var u=H.units.slice().sort();return u[u.length>>1];}`;

/**
 * The boot's work: from `.boot0`'s end to the firmware's readiness, and to the last frame sent to a face
 * before it (the faces showing the clock), in units timed after it.
 */
export const BOOT_PROGRAM = `H.boot=getTime()-H.t0;${UNIT}
var st=H.st;for(var k=0;k<9;k++)st(unit,200+k*60);
st(function(){var um=median();print('BOOT '+(um*1e6).toFixed(2)+' '+Math.round(H.boot/um)+' '+process.memory().usage+' '+Math.round(Math.max(0,H.shown-H.t0)/um));quit();},900);`;

/** The variables in use once a boot with no firmware settles. */
export const EMPTY_BOOT_PROGRAM = "setTimeout(function(){print('USAGE '+process.memory().usage);quit();},300);";

/**
 * The wake-ups of a game: byo-yomi's count, ten moves a second apart, then main time from 12 s to
 * 40 s and byo-yomi from 41 s to the flag; every timer callback timed, and the unit timed between them.
 * Each callback is counted in the units timed within 5 s of it: an emulator's speed drifts over a run.
 * Printed: the unit, main time's and byo-yomi's median and p95, the most of a wake-up of the count's
 * seconds "1" to "9" (96 to 104 s: main time ends at 45 s, the period's count starts 50 s later), the
 * flag's wake-up (its "10" goes first), and the most any call's frame waited in its callback.
 */
export const WAKE_PROGRAM = `${EDGE}${PRESS}
var st=H.st,U=[];
function unit(){var a=getTime();${LEIBNIZ}U.push([a-H.start,(getTime()-a)/400]);}
st(function(){H.start=getTime()+0.08;H.timing=true;},2000);
press('D44',2000,80);
for(var m=1;m<=10;m++)press(m%2==1?'D45':'D44',2080+m*1000,60);
var iv=setInterval(unit,1700);
st(function(){H.timing=false;clearInterval(iv);
function mid(v){v.sort(function(a,b){return a-b;});return v[v.length>>1];}
function unitAt(t){return mid(U.filter(function(u){return Math.abs(u[0]-t)<=5;}).map(function(u){return u[1];}));}
var cb=H.cb.map(function(c){var u=unitAt(c[0]);return [c[0],c[1]/u,c[2]<0?-1:c[2]/u];});
function costs(from,to){return cb.filter(function(c){return c[0]>=from&&c[0]<to;}).map(function(c){return c[1];}).sort(function(a,b){return a-b;});}
function stats(from,to){var v=costs(from,to);return Math.round(v[v.length>>1])+' '+Math.round(v[Math.floor(v.length*0.95)]);}
function most(v){return Math.round(v.reduce(function(m,x){return x>m?x:m;},0));}
print('WAKE '+(mid(U.map(function(u){return u[1];}))*1e6).toFixed(2)+' '+stats(12,40)+' '+stats(41,100)+' '+most(costs(95.5,104.5))+' '+most(costs(104.5,106))+' '+most(cb.map(function(c){return c[2];})));
quit();},108000);`;
