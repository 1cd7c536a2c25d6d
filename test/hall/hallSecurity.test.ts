// The hall closed to strangers: it listens on this machine only unless told otherwise; only the gateway,
// with its credentials, publishes; anyone else reads the tournament's boards and nothing else. Tried on
// the embedded broker and on Debian's mosquitto closed as the hall guide closes it: anonymous publishes,
// retained forgeries and wipes change nothing any subscriber sees, a wrong password is refused, and
// 10,000 malformed packets on the broker's port break nothing.
import { describe, expect, it } from 'vitest';
import { connect as connectTcp } from 'node:net';
import mqtt, { type MqttClient } from 'mqtt';
import { startGateway, type Gateway } from '../../sim/hall/gateway';
import { freshCredentials, type Credentials } from '../../sim/hall/brokerAccess';
import { parseBoards } from '../../sim/hall/hallCli';
import { simulateHall } from '../../sim/hall/simulatedHall';
import { startMosquitto } from '../helpers/mosquitto';
import { get as httpsGet } from 'node:https';
import { certificatesFor } from '../../sim/web/certificates';
import { scratchDir } from '../helpers/scratch';

const BOARDS = 6;

/** What a reader connecting now is given: each topic's retained payload, and the messages that follow for `waitMs`. */
async function readAll(url: string, topic: string, waitMs: number): Promise<Map<string, string>> {
  const client = mqtt.connect(url, { reconnectPeriod: 0 });
  const seen = new Map<string, string>();
  client.on('message', (name, payload) => seen.set(name, payload.toString()));
  await new Promise<void>((resolve) => client.once('connect', () => resolve()));
  client.subscribe(topic);
  await new Promise((done) => setTimeout(done, waitMs));
  await client.endAsync(true);
  return seen;
}

/** A hall of BOARDS simulated clocks, played to 3 s, then held still: what the broker keeps is the gateway's last word. */
function playHall(gateway: Gateway): void {
  const hall = simulateHall(BOARDS, (source, data) => gateway.hear(source, data));
  hall.runUntil(3000);
}

/** A stranger's attempts: a forged board, retained; a wipe (empty and retained); a topic of its own. */
async function forge(url: string, tournament: string, options: mqtt.IClientOptions = {}): Promise<void> {
  const stranger: MqttClient = mqtt.connect(url, Object.assign({ reconnectPeriod: 0 }, options));
  // Refused at the door, or let in as a reader.
  await new Promise<void>((resolve) => {
    stranger.once('connect', () => resolve());
    stranger.on('error', () => resolve());
  });
  const forged = JSON.stringify({ board: 2, phase: 'flagged', forged: true });
  for (const [topic, payload] of [[tournament + '/2', forged], [tournament + '/3', ''], [tournament + '/99', forged], ['elsewhere/1', forged]]) {
    stranger.publish(topic, payload, { retain: true, qos: 0 });
  }
  await new Promise((done) => setTimeout(done, 300));
  stranger.end(true);
}

/** Every board as the gateway published it, and nothing else, both to a reader that was there and to one that comes after. */
async function expectUntouched(url: string, tournament: string, gateway: Gateway, during: Promise<Map<string, string>>): Promise<void> {
  const expected = new Map(gateway.book.reports().map((report) => [tournament + '/' + report.board, JSON.stringify(report)]));
  expect(expected.size).toBe(BOARDS);
  // And the round and its byes (none here), which the gateway publishes beside the boards.
  expected.set(tournament + '/round', JSON.stringify({ round: 1 }));
  expected.set(tournament + '/byes', '[]');
  expect(await during).toEqual(expected);
  expect(await readAll(url, tournament + '/#', 500)).toEqual(expected);
}

async function refusesWrongPassword(url: string, username: string): Promise<string> {
  const client = mqtt.connect(url, { username: username, password: 'not-the-password', reconnectPeriod: 0 });
  const error = await new Promise<Error>((resolve) => {
    client.once('error', resolve);
    client.once('connect', () => resolve(new Error('connected')));
  });
  client.end(true);
  return error.message;
}

describe('the hall’s embedded broker', () => {
  it('listens on this machine only unless told, and lets only the gateway publish', async () => {
    const gateway = await startGateway({ tournament: 'open', registered: parseBoards('1-' + BOARDS), broker: null, mqttPort: 0, httpPort: 0, files: null, now: () => 0 });
    expect(new URL(gateway.brokerUrl).hostname).toBe('127.0.0.1');
    expect(gateway.addresses).toEqual(['127.0.0.1']);
    playHall(gateway);
    const during = readAll(gateway.brokerUrl, 'open/+', 1200);
    await new Promise((done) => setTimeout(done, 300));
    await forge(gateway.brokerUrl, 'open');
    // Even with the gateway's name: a wrong password is refused before anything is published.
    expect(await refusesWrongPassword(gateway.brokerUrl, (gateway.credentials as Credentials).username)).toMatch(/Bad username or password/);
    await forge(gateway.brokerUrl, 'open', { username: (gateway.credentials as Credentials).username, password: 'guess' });
    await expectUntouched(gateway.brokerUrl, 'open', gateway, during);
    // A reader may read the tournament's topics and nothing else.
    const reader = mqtt.connect(gateway.brokerUrl, { reconnectPeriod: 0 });
    await new Promise<void>((resolve) => reader.once('connect', () => resolve()));
    for (const topic of ['#', '$SYS/#', 'elsewhere/1']) await expect(reader.subscribeAsync(topic), topic).rejects.toThrow(/Subscribe error/);
    expect((await reader.subscribeAsync('open/+')).map((granted) => granted.qos)).toEqual([0]);
    await reader.endAsync(true);
    await gateway.close();
  }, 20000);

  it('breaks on none of 10,000 malformed packets at its MQTT port, and goes on publishing', async () => {
    const gateway = await startGateway({ tournament: 'open', registered: parseBoards('1-' + BOARDS), broker: null, mqttPort: 0, httpPort: 0, files: null, now: () => 0 });
    const port = Number(new URL(gateway.brokerUrl).port);
    let seed = 17;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
    for (let connection = 0; connection < 100; connection++) {
      const socket = connectTcp(port, '127.0.0.1');
      socket.on('error', () => undefined);
      await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
      for (let packet = 0; packet < 100; packet++) {
        // A packet type and flags, a length that may lie, and bytes at random; now and then a CONNECT's start.
        const body = Array.from({ length: Math.floor(random() * 40) }, () => Math.floor(random() * 256));
        const head = packet % 10 === 0 ? [0x10, body.length + 10, 0, 4, 77, 81, 84, 84, 4, 2, 0, 60] : [Math.floor(random() * 256), Math.floor(random() * 256)];
        socket.write(Buffer.from(head.concat(body)));
      }
      socket.destroy();
    }
    playHall(gateway);
    const boards = await readAll(gateway.brokerUrl, 'open/+', 800);
    // Every board, the round and its byes.
    expect(boards.size).toBe(BOARDS + 2);
    await gateway.close();
  }, 30000);
});

describe('the hall over TLS', () => {
  it('speaks MQTT over TLS and serves the feed over HTTPS, with the web clock’s local authority, and nothing in the clear', async () => {
    const tls = certificatesFor(['localhost', '127.0.0.1'], scratchDir('hall-cert-'));
    const gateway = await startGateway({ tournament: 'open', registered: parseBoards('1-' + BOARDS), broker: null, mqttPort: 0, httpPort: 0, files: null, now: () => 0, tls: tls });
    expect([gateway.brokerUrl, gateway.webSocketUrl, gateway.httpUrl].map((url) => new URL(url as string).protocol)).toEqual(['mqtts:', 'wss:', 'https:']);
    playHall(gateway);
    const reader = mqtt.connect(gateway.brokerUrl, { ca: tls.caPem, reconnectPeriod: 0 });
    const boards = new Set<string>();
    reader.on('message', (topic) => boards.add(topic));
    await new Promise<void>((resolve) => reader.once('connect', () => resolve()));
    await reader.subscribeAsync('open/+');
    await new Promise((done) => setTimeout(done, 500));
    // Every board, the round and its byes.
    expect(boards.size).toBe(BOARDS + 2);
    await reader.endAsync(true);
    // In the clear, the same port answers nothing a client can use.
    const plain = mqtt.connect(gateway.brokerUrl.replace('mqtts:', 'mqtt:'), { reconnectPeriod: 0, connectTimeout: 1500 });
    const outcome = await new Promise<string>((resolve) => {
      plain.once('connect', () => resolve('connected'));
      plain.once('error', () => resolve('refused'));
      plain.once('close', () => resolve('refused'));
    });
    plain.end(true);
    expect(outcome).toBe('refused');
    const feed = await new Promise<string>((resolve, reject) => {
      httpsGet(gateway.httpUrl + 'feed.json', { ca: tls.caPem }, (response) => {
        let body = '';
        response.on('data', (chunk) => (body += chunk));
        response.on('end', () => resolve(body));
      }).on('error', reject);
    });
    expect((JSON.parse(feed) as { boards: unknown[] }).boards).toHaveLength(BOARDS);
    await gateway.close();
  }, 20000);
});

describe('Debian’s mosquitto closed as the hall guide closes it', () => {
  it('takes the gateway’s boards with its password, and changes nothing for a stranger', async () => {
    const credentials = freshCredentials();
    const mosquitto = await startMosquitto({ gateway: credentials, tournament: 'fed' });
    try {
      const gateway = await startGateway({ tournament: 'fed', registered: parseBoards('1-' + BOARDS), broker: mosquitto.url, mqttPort: 0, httpPort: 0, files: null, now: () => 0, credentials: credentials });
      playHall(gateway);
      const during = readAll(mosquitto.url, 'fed/+', 1200);
      await new Promise((done) => setTimeout(done, 300));
      await forge(mosquitto.url, 'fed');
      expect(await refusesWrongPassword(mosquitto.url, credentials.username)).toMatch(/Not authorized|Bad username or password/);
      await expectUntouched(mosquitto.url, 'fed', gateway, during);
      await gateway.close();
    } finally {
      mosquitto.stop();
    }
  }, 20000);
});
