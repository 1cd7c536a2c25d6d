// No request or packet stops the web clock's server or the hall's: malformed and overlong URLs, `..` paths,
// huge headers, a client that sends its headers slowly, and MQTT packets larger than a clock's state needs,
// over TCP and over WebSocket. Each is sent on loopback, a bounded number of times, and both servers still
// serve afterwards.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { connect, type Socket } from 'node:net';
import type { Server } from 'node:http';
import WebSocket from 'ws';
import mqtt from 'mqtt';
import { serveSite, siteHandler } from '../../sim/web/serve';
import { startGateway, type Gateway } from '../../sim/hall/gateway';
import { MqttPacketGuard, SERVER_LIMITS, type ServerLimits } from '../../sim/serverLimits';
import { scratchDir } from '../helpers/scratch';

/** Short timeouts, so that the slow client's fate is seen in a test's time. */
const LIMITS: ServerLimits = { ...SERVER_LIMITS, headersMs: 600, requestMs: 1500 };

/** Sends `text` raw and resolves with what came back before the server closed the connection (or 3 s). */
function raw(port: number, text: string | Buffer): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let got = '';
    const done = () => {
      socket.destroy();
      resolve(got);
    };
    socket.on('data', (data) => (got += data.toString('latin1')));
    socket.on('close', done);
    socket.on('error', done);
    setTimeout(done, 3000);
    socket.write(text);
  });
}

const statusOf = (reply: string) => Number(/^HTTP\/1\.1 (\d+)/.exec(reply)?.[1] ?? 0);

async function expectServing(port: number): Promise<void> {
  expect(statusOf(await raw(port, 'GET / HTTP/1.1\r\nhost: x\r\nconnection: close\r\n\r\n'))).toBe(200);
}

/** Every malformed request of the list, in turn, then the page still served. */
async function expectHttpSurvives(port: number): Promise<void> {
  for (let i = 0; i < 3; i++) {
    expect(statusOf(await raw(port, 'GET /% HTTP/1.1\r\nhost: x\r\nconnection: close\r\n\r\n'))).toBe(400);
    expect(statusOf(await raw(port, 'GET /%E0%A4%A HTTP/1.1\r\nhost: x\r\nconnection: close\r\n\r\n'))).toBe(400);
    expect([404, 400]).toContain(statusOf(await raw(port, 'GET /../../../../etc/passwd HTTP/1.1\r\nhost: x\r\nconnection: close\r\n\r\n')));
    expect(statusOf(await raw(port, 'GET /%2e%2e/%2e%2e/etc/passwd HTTP/1.1\r\nhost: x\r\nconnection: close\r\n\r\n'))).toBe(404);
    expect([414, 431, 400]).toContain(statusOf(await raw(port, 'GET /' + 'a'.repeat(100000) + ' HTTP/1.1\r\nhost: x\r\n\r\n')));
    expect(statusOf(await raw(port, 'GET / HTTP/1.1\r\nhost: x\r\nx-big: ' + 'b'.repeat(64 * 1024) + '\r\n\r\n'))).toBe(431);
    expect(statusOf(await raw(port, 'BREW /pot HTTP/1.1\r\n\r\n'))).toBe(400);
    expect(statusOf(await raw(port, Buffer.from([0, 1, 2, 255, 13, 10, 13, 10])))).toBe(400);
  }
  await expectServing(port);
}

/** A client that sends a header line every 200 ms and never ends them: the server closes it. */
async function expectSlowClientClosed(port: number): Promise<void> {
  const socket: Socket = connect(port, '127.0.0.1');
  socket.on('error', () => undefined);
  socket.write('GET / HTTP/1.1\r\nhost: x\r\n');
  const closed = new Promise<number>((resolve) => {
    const start = Date.now();
    socket.on('close', () => resolve(Date.now() - start));
  });
  const drip = setInterval(() => socket.writable && socket.write('x-slow: 1\r\n'), 200);
  const after = await Promise.race([closed, new Promise<number>((resolve) => setTimeout(() => resolve(-1), 8000))]);
  clearInterval(drip);
  socket.destroy();
  expect(after).toBeGreaterThan(0);
  await expectServing(port);
}

describe('the web clock\'s server', () => {
  let server: Server;
  let port: number;
  beforeAll(async () => {
    const dir = scratchDir('site-');
    writeFileSync(join(dir, 'index.html'), '<p>clock</p>');
    server = await serveSite(dir, 0, { limits: LIMITS });
    port = (server.address() as { port: number }).port;
  });
  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  it('answers malformed URLs, `..` paths, overlong lines, huge headers and garbage, and goes on serving', async () => {
    await expectHttpSurvives(port);
  }, 30000);

  it('closes a client that sends its headers slowly', async () => {
    await expectSlowClientClosed(port);
  }, 20000);
});

describe('the hall\'s page, feed and broker', () => {
  let gateway: Gateway;
  let httpPort: number;
  let mqttPort: number;
  beforeAll(async () => {
    const dir = scratchDir('hall-');
    writeFileSync(join(dir, 'index.html'), '<p>hall</p>');
    gateway = await startGateway({ tournament: 'open', registered: new Map([[1, null]]), broker: null, mqttPort: 0, httpPort: 0, files: siteHandler(dir), now: () => 0, limits: LIMITS });
    httpPort = Number(new URL(gateway.httpUrl!).port);
    mqttPort = Number(new URL(gateway.brokerUrl).port);
  });
  afterAll(() => gateway.close());

  it('answers malformed URLs, `..` paths, overlong lines, huge headers and garbage, and goes on serving', async () => {
    await expectHttpSurvives(httpPort);
    expect(statusOf(await raw(httpPort, 'GET /feed.json HTTP/1.1\r\nhost: x\r\nconnection: close\r\n\r\n'))).toBe(200);
  }, 30000);

  it('closes a client that sends its headers slowly', async () => {
    await expectSlowClientClosed(httpPort);
  }, 20000);

  /** A PUBLISH declaring 200 MB, and 1 MB of it sent: the broker closes the connection at its header. */
  const oversized = () => Buffer.concat([Buffer.from([0x30, 0x80, 0x80, 0x80, 0x64]), Buffer.alloc(1024 * 1024, 0x61)]);

  it('closes an MQTT connection whose packet is larger than a clock\'s state needs, over TCP and over WebSocket, and stays up', async () => {
    const before = process.memoryUsage().rss;
    for (let i = 0; i < 5; i++) {
      const reply = await raw(mqttPort, oversized());
      expect(reply).toBe('');
      const socket = new WebSocket(gateway.webSocketUrl!, 'mqtt');
      const code = await new Promise<number>((resolve) => {
        socket.on('open', () => socket.send(Buffer.alloc(2 * LIMITS.mqttPacketBytes, 0x30)));
        socket.on('close', (closeCode) => resolve(closeCode));
        socket.on('error', () => undefined);
      });
      expect(code).toBe(1009);
    }
    expect(process.memoryUsage().rss - before).toBeLessThan(200 * 1024 * 1024);
    const client = await mqtt.connectAsync(gateway.brokerUrl, { username: gateway.credentials!.username, password: gateway.credentials!.password, reconnectPeriod: 0 });
    expect(client.connected).toBe(true);
    await client.endAsync();
    await expectServing(httpPort);
  }, 30000);
});

describe('the MQTT packet guard', () => {
  const through = (max: number, chunks: Buffer[]) =>
    new Promise<string>((resolve) => {
      const guard = new MqttPacketGuard(max);
      let passed = 0;
      guard.on('data', (data: Buffer) => (passed += data.length));
      guard.on('error', (error) => resolve('refused after ' + passed + ': ' + error.message));
      guard.on('finish', () => resolve('passed ' + passed));
      for (const chunk of chunks) guard.write(chunk);
      guard.end();
    });

  it('passes packets up to its size whole, however they are cut, and refuses the first over it at its header', async () => {
    const packet = (bodyBytes: number) => Buffer.concat([Buffer.from([0x30, ...remaining(bodyBytes)]), Buffer.alloc(bodyBytes, 0x41)]);
    const stream = Buffer.concat([packet(0), packet(127), packet(128), packet(1000)]);
    const cuts = [1, 2, 3, 130, stream.length - 1].map((at, i, all) => stream.subarray(i === 0 ? 0 : all[i - 1], at)).concat([stream.subarray(stream.length - 1)]);
    expect(await through(1000, cuts)).toBe('passed ' + stream.length);
    expect(await through(1000, [packet(100), packet(1001)])).toBe('refused after 102: MQTT packet over 1000 bytes');
  });
});

/** MQTT's remaining length: 7 bits a byte, low first, the top bit saying more follow. */
function remaining(length: number): number[] {
  const bytes: number[] = [];
  do {
    let byte = length % 128;
    length = Math.floor(length / 128);
    if (length > 0) byte |= 0x80;
    bytes.push(byte);
  } while (length > 0);
  return bytes;
}
