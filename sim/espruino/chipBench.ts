// `npm run bench:chip -- --espruino PATH`: the firmware's wake-ups timed on Espruino's own interpreter, in
// work units. PATH is an interpreter built for Linux from Espruino's public repository (as its README says;
// nothing here builds it). The program it runs is a prelude that stubs the pins, buses, serial port,
// watchdog and Bluetooth and answers the DFPlayer's frames, the settings, the bundle, and a driver that
// presses the buttons through the stubbed setWatch callbacks; every timer callback is timed with getTime()
// and divided by the work unit timed in the same run. The game: byo-yomi of 40 s and one 60 s period (the
// count of the last period), ten moves a second apart, then main time from 12 s to 40 s and byo-yomi from
// 41 s to the flag; board 17, so the hall's advert is made too. It takes about two minutes of real time.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fail, failOnUncaught } from '../cliFail';
import { FIRMWARE_BUNDLE } from './bundlePaths';

const USAGE = `usage: npm run bench:chip -- --espruino PATH [--firmware FILE] [--runs N]
  --espruino PATH   an Espruino interpreter built for Linux (BOARD=LINUX, resizable variables)
  --firmware FILE   the bundle to time (default ${FIRMWARE_BUNDLE})
  --runs N          runs, one after another (default 1; each about two minutes)`;

/** The stubs the bundle runs on: no pin, bus, port or radio of a real board exists on Linux. */
const PRELUDE = `var H={cb:[],units:[],watch:{},start:0,done:false,t0:0};
(function(){
function frameOf(cmd,p){var s=0xff+6+cmd+(p>>8&255)+(p&255);var c=(0x10000-s)&0xffff;return String.fromCharCode(0x7e,0xff,6,cmd,0,p>>8&255,p&255,c>>8&255,c&255,0xef);}
var handler=null;var st=setTimeout;
function answer(f,ms){st(function(){if(handler)handler(f);},ms);}
global.Serial1={setup:function(){},on:function(e,f){if(e=='data')handler=f;},write:function(d){if(typeof d==='string'||d.length<10)return;if(d[3]==0x48)answer(frameOf(0x48,60),30);else if(d[3]==0x14)answer(frameOf(0x3d,0),600);}};
var bus={setup:function(){},writeTo:function(){}};global.I2C1=bus;global.I2C2=bus;
global.digitalWrite=function(){};global.pinMode=function(){};global.analogWrite=function(){};global.analogRead=function(){return 0.6;};
global.setWatch=function(f,pin){H.watch[pin]=f;return 1;};
E.enableWatchdog=function(){};E.kickWatchdog=function(){};
global.NRF={disconnect:function(){},getSecurityStatus:function(){return {};},on:function(){},setAdvertising:function(){},setSecurity:function(){},setServices:function(){},updateServices:function(){}};
if(!global.USB)global.USB={};USB.setConsole=function(){};
global.setTimeout=function(f,ms){return st(function(){var a=getTime();f();if(!H.done)H.cb.push([a-H.start,getTime()-a]);},ms);};
})();
require('Storage').write('goclock.json',JSON.stringify({timeControl:{system:'byoyomi',mainMs:40000,periods:1,periodMs:60000},blackButton:'left',volume:20,board:17}));
H.t0=getTime();
`;

/** The game, the unit loop, and the one line of figures. */
const DRIVER = `
H.boot=getTime()-H.t0;
var st=setTimeout;
function unit(){var a=getTime();var x=1,pi=1;for(var i=2;i<402;i++){x=x*-1;pi=pi+x/(2*i-1);}H.units.push((getTime()-a)/400);}
function press(pin,at,hold){st(function(){var t=getTime();H.watch[pin]({state:false,time:t,lastTime:t});st(function(){var u=getTime();H.watch[pin]({state:true,time:u,lastTime:t});},hold);},at);}
st(function(){H.start=getTime()+0.08;},2000);
press('D44',2000,80);
for(var m=1;m<=10;m++)press(m%2==1?'D45':'D44',2080+m*1000,60);
var iv=setInterval(unit,1700);
st(function(){H.done=true;clearInterval(iv);
var u=H.units.slice().sort();var um=u[u.length>>1];
function stats(from,to){var v=H.cb.filter(function(c){return c[0]>=from&&c[0]<to;}).map(function(c){return c[1]/um;}).sort(function(a,b){return a-b;});return Math.round(v[v.length>>1])+' '+Math.round(v[Math.floor(v.length*0.95)]);}
print('CHIP '+(um*1e6).toFixed(2)+' '+Math.round(H.boot/um)+' '+stats(12,40)+' '+stats(41,100));
quit();},108000);
`;

interface ChipRun {
  unitMicros: number;
  boot: number;
  main: [number, number];
  byoyomi: [number, number];
}

function runOnce(espruino: string, bundle: string): ChipRun {
  const dir = mkdtempSync(join(tmpdir(), 'chip-'));
  try {
    const program = PRELUDE + readFileSync(bundle, 'utf8') + DRIVER;
    const result = spawnSync(espruino, ['-e', program], { cwd: dir, encoding: 'latin1', timeout: 180000 });
    const line = /CHIP ([\d.]+) (\d+) (\d+) (\d+) (\d+) (\d+)/.exec(result.stdout ?? '');
    if (line === null) return fail('the interpreter printed no figures (exit ' + result.status + '): is ' + espruino + ' an Espruino built for Linux with resizable variables?');
    const n = line.slice(1).map(Number);
    return { unitMicros: n[0], boot: n[1], main: [n[2], n[3]], byoyomi: [n[4], n[5]] };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function main(args: string[]): void {
  if (args.includes('--help') || args.includes('-h')) return void process.stdout.write(USAGE + '\n');
  let espruino: string | undefined;
  let bundle = FIRMWARE_BUNDLE;
  let runs = 1;
  for (let i = 0; i < args.length; i += 2) {
    const value = args[i + 1];
    if (value === undefined) fail(args[i] + ' needs a value');
    if (args[i] === '--espruino') espruino = value;
    else if (args[i] === '--firmware') bundle = value;
    else if (args[i] === '--runs') {
      runs = Number(value);
      if (!Number.isInteger(runs) || runs < 1 || runs > 10) fail('--runs must be a whole number from 1 to 10 (got ' + value + ')');
    } else fail('unknown argument ' + args[i] + ' (see --help)');
  }
  if (espruino === undefined) return fail('give the interpreter with --espruino PATH (see --help)');
  if (!existsSync(espruino)) fail('no interpreter at ' + espruino);
  if (!existsSync(bundle)) fail(bundle + ' is missing: run npm run build');
  process.stdout.write('work units on ' + espruino + ', ' + bundle + ' (' + new Date().toISOString().slice(0, 10) + ')\n');
  for (let r = 1; r <= runs; r++) {
    const run = runOnce(espruino, bundle);
    process.stdout.write(
      'run ' + r + ': a unit ' + run.unitMicros.toFixed(2) + ' µs; boot ' + run.boot + '; main time median ' + run.main[0] + ', p95 ' + run.main[1] +
        '; byo-yomi median ' + run.byoyomi[0] + ', p95 ' + run.byoyomi[1] + '\n',
    );
  }
}

failOnUncaught();
main(process.argv.slice(2));
