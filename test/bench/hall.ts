// The tournament hall (sim/hall/), measured: a simulated hall of 300 and 2,000 boards in real time through
// the embedded broker (authentication on) and through Debian's mosquitto with a password file and an ACL (when installed), each board's adverts to the gateway,
// retained on the broker, and read back by a subscriber as the hall page subscribes. Printed: the messages
// a second, the gateway's CPU a board (the process's CPU less the simulation's own: with the embedded
// broker it includes the broker's, with mosquitto not), the end-to-end delay from an advert heard to the
// subscriber (p50, p99; the goal is p99 ≤ 1 s), and the hall page's repaint: its tile work in Node, and
// the whole repaint (tiles and DOM) in chromium.
import mqtt from 'mqtt';
import { startGateway } from '../../sim/hall/gateway';
import { simulateHall } from '../../sim/hall/simulatedHall';
import { parseBoards } from '../../sim/hall/hallCli';
import type { BoardReport } from '../../sim/hall/hallBook';
import { hallTiles, type HeardBoard } from '../../sim/web/page/hallTiles';
import type { Pairing } from '../../sim/hall/pairings';
import { openSite, POLL_MS, type Site } from '../../sim/web/browser';
import { startMosquitto } from '../helpers/mosquitto';
import { freshCredentials, type Credentials } from '../../sim/hall/brokerAccess';

const RUN_MS = 8000;

function percentile(sorted: number[], p: number): number {
  return sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
}

const cpuMs = () => {
  const used = process.cpuUsage();
  return (used.user + used.system) / 1000;
};

/** The simulation alone, for as long: the CPU it takes, which the gateway's figure leaves out. */
async function simulationCpuMs(boards: number): Promise<number> {
  const hall = simulateHall(boards, () => undefined);
  const started = Date.now();
  const before = cpuMs();
  await new Promise<void>((done) => {
    const timer = setInterval(() => {
      hall.runUntil(Date.now() - started);
      if (Date.now() - started >= RUN_MS) (clearInterval(timer), done());
    }, 100);
  });
  return cpuMs() - before;
}

async function throughBroker(boards: number, broker: string | null, credentials?: Credentials): Promise<string> {
  const started = Date.now();
  const now = () => Date.now() - started;
  const gateway = await startGateway({ tournament: 'bench', registered: parseBoards('1-' + boards), broker: broker, mqttPort: 0, httpPort: 0, files: null, now: now, credentials: credentials });
  const subscriber = mqtt.connect(gateway.brokerUrl);
  const delays: number[] = [];
  let received = 0;
  subscriber.on('message', (_topic, payload) => {
    received++;
    delays.push(now() - (JSON.parse(payload.toString()) as BoardReport).heardAtMs);
  });
  await new Promise<void>((done) => subscriber.on('connect', () => done()));
  await subscriber.subscribeAsync('bench/+');
  const hall = simulateHall(boards, (source, data) => gateway.hear(source, data));
  const before = cpuMs();
  const runStarted = now();
  await new Promise<void>((done) => {
    const timer = setInterval(() => {
      hall.runUntil(now());
      if (now() - runStarted >= RUN_MS) (clearInterval(timer), done());
    }, 100);
  });
  await new Promise((done) => setTimeout(done, 500));
  const used = cpuMs() - before;
  const simulation = await simulationCpuMs(boards);
  await subscriber.endAsync();
  await gateway.close();
  delays.sort((a, b) => a - b);
  const perSecond = Math.round(received / (RUN_MS / 1000));
  const gatewayCpu = Math.max(0, used - simulation) / (RUN_MS / 1000) / boards;
  return (
    String(boards).padStart(5) + ' boards: ' + perSecond + ' messages/s, gateway and broker ' + gatewayCpu.toFixed(3) + ' ms CPU a board a second, delay p50 ' + percentile(delays, 0.5) + ' ms p99 ' + percentile(delays, 0.99) + ' ms'
  );
}

/** The hall page's repaint in chromium, tiles and DOM, with `boards` boards live: its median and worst, in ms. */
async function pageInChromium(site: Site, boards: number): Promise<string> {
  const started = Date.now();
  const now = () => Date.now() - started;
  const gateway = await startGateway({ tournament: 'bench', registered: parseBoards('1-' + boards), broker: null, mqttPort: 0, httpPort: 0, files: null, now: now, pairings: namedRound(boards) });
  const hall = simulateHall(boards, (source, data) => gateway.hear(source, data));
  const playing = setInterval(() => hall.runUntil(now()), 100);
  const page = await site.browser.newPage({ viewport: { width: 1920, height: 1080 } });
  try {
    await page.goto(site.url + 'hall.html?tournament=bench&broker=' + encodeURIComponent(gateway.webSocketUrl as string));
    // Every board heard and a screen of tiles shown: a hall of many boards shows them a screen of whole rows at a time.
    await page.waitForFunction('window.goHall.boards().size === ' + boards + ' && document.querySelectorAll(".tile .players").length > 0', null, { timeout: 20000, polling: POLL_MS });
    await page.waitForTimeout(5000);
    const times = ((await page.evaluate('window.goHall.paintMs()')) as number[]).sort((a, b) => a - b);
    return String(boards).padStart(5) + ' boards: repaint median ' + percentile(times, 0.5).toFixed(1) + ' ms, worst ' + times[times.length - 1].toFixed(1) + ' ms (4 a second)';
  } finally {
    clearInterval(playing);
    await page.close();
    await gateway.close();
  }
}

/** A round pairing boards 1…`boards`, with names as long as real ones, some of them CJK. */
function namedRound(boards: number): Pairing[] {
  const name = (n: number) => (n % 5 === 0 ? '李 昌镐' + n : 'van der Berg-Müller Anna ' + n);
  return Array.from({ length: boards }, (_, i) => ({ board: i + 1, black: { name: name(2 * i), rank: '3D' }, white: { name: name(2 * i + 1), rank: '12K' }, handicap: 0 }));
}

/** The page's tile work for one frame of `boards` named boards: every tile made and the hall ordered. */
function pageFrameMs(boards: number): number {
  const hall = simulateHall(boards, () => undefined);
  const heard: HeardBoard[] = [];
  hall.runUntil(30000);
  for (const { board, state } of hall.clocks()) {
    const live = { phase: state.phase, onMove: state.onMove, flagged: state.flagged, move: state.move, black: { seconds: 60, periods: 3, moves: 0, stage: 0, overtime: board % 3 === 0 }, white: { seconds: 30, periods: 3, moves: 0, stage: 0, overtime: false } };
    const entry: HeardBoard = { report: { board: board, source: 'sim:' + board, seq: 1, heardAtMs: 0, live: live, result: null, conflict: null, beganAtMs: 0, earlier: false, lowBattery: false }, receivedAtMs: 0 };
    heard.push(entry);
  }
  const frames = 50;
  const started = performance.now();
  const pairings = namedRound(boards);
  for (let frame = 0; frame < frames; frame++) hallTiles(heard, frame * 250, pairings);
  return (performance.now() - started) / frames;
}

export async function benchHall(): Promise<string[]> {
  const lines: string[] = [];
  for (const boards of [300, 2000]) lines.push('hall: embedded broker  ' + (await throughBroker(boards, null)));
  // Closed as the hall guide closes it: the gateway signs in, readers are anonymous and read only.
  const credentials = freshCredentials();
  const mosquitto = await startMosquitto({ gateway: credentials, tournament: 'bench' }).catch((error: Error) => error);
  if (mosquitto instanceof Error) lines.push('hall: mosquitto        not measured: ' + mosquitto.message);
  else {
    try {
      for (const boards of [300, 2000]) lines.push('hall: mosquitto        ' + (await throughBroker(boards, mosquitto.url, credentials)));
    } finally {
      mosquitto.stop();
    }
  }
  for (const boards of [300, 2000]) lines.push('hall: page tile work   ' + String(boards).padStart(5) + ' boards: ' + pageFrameMs(boards).toFixed(2) + ' ms a frame, in Node');
  const site = await openSite();
  try {
    for (const boards of [300, 2000]) lines.push('hall: page in chromium ' + (await pageInChromium(site, boards)));
  } finally {
    await site.close();
  }
  return lines;
}
