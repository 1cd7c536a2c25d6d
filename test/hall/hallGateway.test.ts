// The hall gateway (sim/hall/): its book takes only registered boards, marks a second source as a
// conflict, ignores a sequence number that does not move on and anything that is no advert; a simulated
// hall of 300 clocks, a few of them the built firmware on the fake Espruino, reaches the broker, its
// WebSocket and the JSON feed, through a broker restart and adverts duplicated, reordered and dropped.
import { describe, expect, it } from 'vitest';
import mqtt from 'mqtt';
import { createHallBook, type BoardReport } from '../../sim/hall/hallBook';
import { startGateway } from '../../sim/hall/gateway';
import { freshCredentials } from '../../sim/hall/brokerAccess';
import { simulateHall } from '../../sim/hall/simulatedHall';
import { parseBoards } from '../../sim/hall/hallCli';
import { advertBytes } from '../../firmware/app/hall/advert';
import { newClock, parseSettings, findPreset, step } from '../../firmware/core/index';
import { bootFirmware, GAME_ORIGIN_MS } from '../../sim/espruino/firmwareRun';
import { random } from '../helpers/helpers';
import { reportOverUsb } from '../../sim/host/usbReporter';
import { scanForClocks, type NobleLike } from '../../sim/hall/scanner';
import { EventEmitter } from 'node:events';
import { spawnSync } from 'node:child_process';
import { startMosquitto } from '../helpers/mosquitto';
import { program } from '../helpers/programs';

const running = step(newClock(parseSettings('cn-national', 'timeControl', findPreset)), { type: 'start' }, 0).state;
const advert = (board: number, seq: number) => advertBytes(board, seq, running, 1000);

describe('the hall book', () => {
  it('takes registered boards only, in sequence, and marks a second source as a conflict without merging it', () => {
    const book = createHallBook(new Map<number, string | null>([[1, null], [2, 'aa:bb:cc:dd:ee:02']]));
    expect(book.hear('aa:01', advert(1, 5), 0)).toMatchObject({ board: 1, seq: 5, source: 'aa:01', conflict: null });
    expect(book.hear('aa:01', advert(1, 5), 10)).toBeNull();
    expect(book.hear('aa:01', advert(1, 4), 20)).toBeNull();
    expect(book.hear('aa:01', advert(1, 6), 30)).toMatchObject({ seq: 6 });
    // A forger on board 1: marked, once, and its advert never taken.
    expect(book.hear('ff:66', advert(1, 7), 40)).toMatchObject({ board: 1, seq: 6, source: 'aa:01', conflict: 'ff:66' });
    expect(book.hear('ff:66', advert(1, 8), 50)).toBeNull();
    expect(book.hear('aa:01', advert(1, 7), 60)).toMatchObject({ seq: 7, conflict: 'ff:66' });
    // A board bound to its clock's address takes no other, even first.
    expect(book.hear('ff:66', advert(2, 1), 70)).toBeNull();
    expect(book.hear('aa:bb:cc:dd:ee:02', advert(2, 1), 80)).toMatchObject({ board: 2 });
    expect(book.hear('aa:01', advert(3, 1), 90)).toBeNull();
    expect(book.counts).toMatchObject({ taken: 4, stale: 2, unregistered: 1, conflicts: 3, malformed: 0 });
  });

  it('takes 100,000 fuzzed adverts without throwing, and only well-formed ones of registered boards', () => {
    const book = createHallBook(parseBoards('1-50'));
    const rand = random(99);
    for (let i = 0; i < 100000; i++) {
      const bytes = rand() < 0.3 ? advert(1 + Math.floor(rand() * 80), Math.floor(rand() * 65536)) : Array.from({ length: Math.floor(rand() * 30) }, () => Math.floor(rand() * 300) - 20);
      if (rand() < 0.3 && bytes.length > 0) bytes[Math.floor(rand() * bytes.length)] = Math.floor(rand() * 256);
      book.hear('src' + Math.floor(rand() * 3), bytes, i);
    }
    expect(book.counts.heard).toBe(100000);
    expect(book.counts.malformed).toBeGreaterThan(60000);
    expect(book.reports().every((r) => r.board >= 1 && r.board <= 50)).toBe(true);
  });
});

/** Every retained board on the broker, as a subscriber who comes now sees them. */
async function retained(url: string, tournament: string, waitMs = 1500): Promise<Map<number, BoardReport>> {
  const client = mqtt.connect(url);
  const boards = new Map<number, BoardReport>();
  client.on('message', (topic, payload) => {
    // The round, the pairings and the results are retained beside the boards.
    if (!/\/\d+$/.test(topic)) return;
    const report = JSON.parse(payload.toString()) as BoardReport;
    boards.set(report.board, report);
  });
  await new Promise<void>((resolve) => client.on('connect', () => resolve()));
  client.subscribe(tournament + '/+');
  await new Promise((done) => setTimeout(done, waitMs));
  await client.endAsync();
  return boards;
}

describe('a simulated hall through the embedded broker', () => {
  it('publishes 300 clocks, three of them the built firmware, with adverts duplicated, reordered and dropped', async () => {
    let virtual = 0;
    const gateway = await startGateway({ tournament: 'open', registered: parseBoards('1-303'), broker: null, mqttPort: 0, httpPort: 0, files: null, now: () => virtual });
    const rand = random(5);
    const held: { source: string; data: number[] }[] = [];
    const lossy = (source: string, data: number[]) => {
      const r = rand();
      if (r < 0.2) return;
      if (r < 0.4) gateway.hear(source, data);
      if (r < 0.6) return void held.push({ source: source, data: data });
      gateway.hear(source, data);
      while (held.length > 0) gateway.hear(held[0].source, held.shift()!.data);
    };
    const hall = simulateHall(300, (source, data, at) => {
      virtual = at;
      lossy(source, data);
    });
    // Three boards are the firmware itself, on the fake, their adverts read off its radio.
    const clocks = [301, 302, 303].map((board) => {
      const fake = bootFirmware({ preset: 'cn-national', board: board });
      fake.press(fake.board.buttons.right, GAME_ORIGIN_MS - 80, 80);
      return { board: board, fake: fake, told: 0 };
    });
    for (let t = 0; t <= 30000; t += 1000) {
      hall.runUntil(t);
      for (const clock of clocks) {
        clock.fake.runUntil(GAME_ORIGIN_MS + t);
        for (const advert of clock.fake.radio!.adverts.slice(clock.told)) if (advert.data !== null) lossy('fw:' + clock.board, advert.data);
        clock.told = clock.fake.radio!.adverts.length;
      }
    }
    const boards = await retained(gateway.brokerUrl, 'open');
    expect(boards.size).toBe(303);
    expect(boards.get(301)).toMatchObject({ source: 'fw:301', live: { phase: 'running', onMove: 'black' } });
    // What the broker holds of each simulated board is within a second of the clock itself.
    for (const { board, state } of hall.clocks()) {
      const report = boards.get(board)!;
      expect(report.live.move, 'board ' + board).toBeLessThanOrEqual(state.move);
    }
    expect(gateway.book.counts.stale).toBeGreaterThan(0);
    expect(gateway.book.counts.conflicts).toBe(0);
    // Over WebSocket, as the hall page subscribes.
    expect((await retained(gateway.webSocketUrl!, 'open')).size).toBe(303);
    await gateway.close();
  }, 60000);

  it('publishes every board again when the broker it publishes to restarts', async () => {
    let virtual = 0;
    // The embedded broker of one gateway is the "external" broker of another, which is the one to restart.
    // The other gateway publishes with the credentials the broker's gateway takes.
    const credentials = freshCredentials();
    const start = () => startGateway({ tournament: 'open', registered: new Map(), broker: null, mqttPort: 0, httpPort: 0, files: null, now: () => 0, credentials: credentials });
    let broker = await start();
    const port = Number(new URL(broker.brokerUrl).port);
    const gateway = await startGateway({ tournament: 'open', registered: parseBoards('1-20'), broker: broker.brokerUrl, mqttPort: 0, httpPort: 0, files: null, now: () => virtual, credentials: credentials });
    const hall = simulateHall(20, (source, data, at) => {
      virtual = at;
      gateway.hear(source, data);
    });
    hall.runUntil(5000);
    expect((await retained(broker.brokerUrl, 'open', 800)).size).toBe(20);
    await broker.close();
    broker = await startGateway({ tournament: 'open', registered: new Map(), broker: null, mqttPort: port, httpPort: 0, files: null, now: () => 0, credentials: credentials });
    await new Promise((done) => setTimeout(done, 1500));
    expect((await retained(broker.brokerUrl, 'open', 800)).size).toBe(20);
    await gateway.close();
    await broker.close();
  }, 30000);
});

describe('a simulated hall through Debian\'s mosquitto', () => {
  it('publishes 300 clocks to mosquitto on a loopback port, started by the test and stopped after', async () => {
    const mosquitto = await startMosquitto();
    try {
      let virtual = 0;
      const gateway = await startGateway({ tournament: 'fed', registered: parseBoards('1-300'), broker: mosquitto.url, mqttPort: 0, httpPort: 0, files: null, now: () => virtual });
      expect(gateway.webSocketUrl).toBeNull();
      const hall = simulateHall(300, (source, data, at) => {
        virtual = at;
        gateway.hear(source, data);
      });
      hall.runUntil(20000);
      const boards = await retained(gateway.brokerUrl, 'fed');
      expect(boards.size).toBe(300);
      for (const { board, state } of hall.clocks()) expect(boards.get(board)!.live.move, 'board ' + board).toBe(state.move);
      await gateway.close();
    } finally {
      mosquitto.stop();
    }
  }, 30000);
});

describe('a clock in the hall over USB', () => {
  it('is told like a clock over the air: its state read from its console each second, turned into the same adverts', async () => {
    const fake = bootFirmware({ preset: 'cn-national' });
    const started = Date.now();
    const catchUp = () => fake.runUntil(Math.max(fake.now, GAME_ORIGIN_MS + Date.now() - started));
    fake.press(fake.board.buttons.right, GAME_ORIGIN_MS - 80, 80);
    const book = createHallBook(parseBoards('12'));
    const reports: BoardReport[] = [];
    let listener: (text: string) => void = () => undefined;
    const stop = reportOverUsb(
      {
        send(text) {
          catchUp();
          listener(fake.consoleOutput(text.replace(/^\x10/, '').trim()));
        },
        onText: (given) => void (listener = given),
        close: () => undefined,
      },
      12,
      'usb:/dev/ttyACM0',
      (source, data) => {
        const report = book.hear(source, data, Date.now() - started);
        if (report !== null) reports.push(report);
      },
    );
    await new Promise((done) => setTimeout(done, 3500));
    stop();
    // Its console is read each second, but a clock that only counts down is told as often as over the air.
    expect(reports.length).toBeGreaterThanOrEqual(1);
    expect(reports.map((r) => r.seq)).toEqual(reports.map((_, i) => i + 1));
    const last = reports[reports.length - 1];
    expect(last).toMatchObject({ board: 12, source: 'usb:/dev/ttyACM0', live: { phase: 'running', onMove: 'black', move: 1 } });
    expect(last.live.black.seconds).toBeLessThanOrEqual(115 * 60);
  }, 20000);
});

describe('the scanner, on a stand-in for noble', () => {
  it('hands on the manufacturer data of Espruino\'s company only, with the clock\'s address, after the adapter powers on', async () => {
    const noble = new EventEmitter() as EventEmitter & NobleLike;
    let scanning = false;
    noble.startScanningAsync = async (services, duplicates) => {
      expect([services, duplicates]).toEqual([[], true]);
      scanning = true;
    };
    const heard: [string, number[]][] = [];
    await scanForClocks((source, data) => heard.push([source, data]), noble);
    noble.emit('stateChange', 'poweredOn');
    expect(scanning).toBe(true);
    const data = advert(9, 3);
    noble.emit('discover', { address: 'AA:BB:CC:DD:EE:09', advertisement: { manufacturerData: Buffer.from([0x90, 0x05].concat(data)) } });
    noble.emit('discover', { address: 'aa:bb:cc:dd:ee:10', advertisement: { manufacturerData: Buffer.from([0x4c, 0x00, 1, 2, 3]) } });
    noble.emit('discover', { address: 'aa:bb:cc:dd:ee:11', advertisement: {} });
    expect(heard).toEqual([['aa:bb:cc:dd:ee:09', data]]);
  });
});

describe('npm run hall', () => {
  it('answers --help, and a bad argument in one line with exit 2', () => {
    const run = (args: string[]) => spawnSync(process.execPath, program('sim/hall/hallCli.ts').concat(args), { encoding: 'utf8' });
    const help = run(['--help']);
    expect(help.status).toBe(0);
    expect(help.stdout).toMatch(/--simulate N +a simulated hall of N clocks/);
    for (const [args, error] of [
      [['--boards', '1-x'], 'error: --boards: "1-x" is not a board or a range of boards (as 1-300)\n'],
      [['--simulate', '0'], 'error: --simulate must be a whole number from 1 to 10000 (got 0)\n'],
      [['--broker', 'localhost'], 'error: --broker must be a URL as mqtt://host:1883 (got localhost)\n'],
      [[], 'error: name the tournament\'s boards with --boards 1-300 or --register FILE: the gateway takes no other\n'],
      [['--simulate', '3', '--password', 'x'], 'error: --password is refused: anyone on this machine would read it with ps; use --password-file FILE or HALL_MQTT_PASSWORD\n'],
      [['--simulate', '3', '--host', 'my laptop'], 'error: --host must be an IP address of this machine, as 192.168.1.20 (got my laptop)\n'],
    ] as [string[], string][]) {
      const bad = run(args);
      expect(bad.status, args.join(' ')).toBe(2);
      expect(bad.stderr).toBe(error);
    }
    // Seven starts of the CLI through tsx: about a second each, more on a loaded machine.
  }, 30000);
});
