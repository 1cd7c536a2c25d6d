// One netlist, every wire: the diagram and the guide's tables are drawn from hardware/netlist.json, and the
// firmware's board profile must say what the netlist wires.
import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { BOARD } from '../../firmware/boards';
import { H6_PULL_DOWN_OHMS, SENSE_OHMS } from '../../firmware/boards/jolt';
import { HEADER_PINS, pinCan } from '../../hardware/pinFunctions';
import { boardPinsReaching, BUILDS, loadNetlist, netWith, parseNetlist, type BoardPin, type Netlist } from '../../hardware/wiring/netlist';
import { drawings } from '../../hardware/wiringCli';
import { wiringSvg } from '../../hardware/wiring/svg';
import { boardViewSvg, QWIIC_COLOURS } from '../../hardware/wiring/boardView';
import { drawingFaults } from '../../hardware/wiring/legible';
import { pad } from '../../hardware/boards/joltLayout';
import { wiringTables } from '../../hardware/wiring/table';
import { program } from '../helpers/programs';
import { scratchDir } from '../helpers/scratch';

const source = readFileSync('hardware/netlist.json', 'utf8');
const netlist = loadNetlist();
const card = loadNetlist(undefined, 'card');

/** The one board pin that `ref`'s net reaches, through the resistor where there is one. */
function boardPin(ref: string, of: Netlist = netlist): BoardPin {
  const pins = boardPinsReaching(of, ref, ['resistor']);
  expect(pins.length, ref + ' reaches one board pin').toBe(1);
  return pins[0];
}

describe('the netlist', () => {
  it('wires every profile pin to the part the firmware drives through it', () => {
    const b = BOARD;
    expect(boardPin('oledLeft/SCL (CLK)').gpio).toBe(b.faces.left.scl);
    expect(boardPin('oledLeft/SDA (DIN)').gpio).toBe(b.faces.left.sda);
    expect(boardPin('oledRight/SCL (CLK)').gpio).toBe(b.faces.right.scl);
    expect(boardPin('oledRight/SDA (DIN)').gpio).toBe(b.faces.right.sda);
    expect(boardPin('speaker/+').gpio).toBe(b.speaker.pin);
    expect(boardPin('speaker/-').gpio).toBe(b.speaker.npin);
    expect(boardPin('dfplayer/RX', card).gpio).toBe(b.voice.tx);
    expect(boardPin('dfplayer/TX', card).gpio).toBe(b.voice.rx);
    expect(boardPin('buttonLeft/NO').gpio).toBe(b.buttons.left);
    expect(boardPin('buttonRight/NO').gpio).toBe(b.buttons.right);
    expect(boardPin('buttonMode/1').gpio).toBe(b.buttons.mode);
    expect(boardPin('buttonSet/1').gpio).toBe(b.buttons.set);
    expect(boardPin('piezo/+').gpio).toBe(b.piezo);
    // The faces' grounds are switched on by the pins the firmware drives high; the buttons' returns are driven low.
    expect([boardPin('oledLeft/GND').switchedBy, boardPin('oledRight/GND').switchedBy]).toEqual(b.pinsHigh);
    expect([boardPin('buttonLeft/COM').gpio, boardPin('buttonMode/2').gpio]).toEqual(b.pinsLow);
    expect(boardPin('buttonRight/COM').gpio).toBe(b.pinsLow[0]);
    expect(boardPin('buttonSet/2').gpio).toBe(b.pinsLow[1]);
  });

  it('senses the battery after its switch, through the sense resistor and the divider the profile scales by', () => {
    const sense = boardPinsReaching(netlist, 'battery/+', ['switch', 'senseResistor']).filter((p) => p.adc);
    expect(sense.map((p) => p.adc)).toEqual([BOARD.battery.pin]);
    // Nothing but the resistor joins the cell to H6: a driver that pulls H6 low draws 42 mA, not a short.
    expect(boardPinsReaching(netlist, 'battery/+', ['switch']).some((p) => p.pin === 'H6')).toBe(false);
    const [top, bottom] = sense[0].divider!;
    const pullDown = (sense[0] as BoardPin & { pullDownOhms: number }).pullDownOhms;
    expect((pullDown * (top + bottom)) / (pullDown + top + bottom)).toBeCloseTo(H6_PULL_DOWN_OHMS, 6);
    expect(JSON.parse(source).parts.find((p: { id: string }) => p.id === 'senseResistor').name).toContain(SENSE_OHMS + ' Ω');
    expect(((top + bottom) / bottom) * (1 + SENSE_OHMS / H6_PULL_DOWN_OHMS)).toBeCloseTo(BOARD.battery.dividerRatio, 9);
  });

  it("follows Qwiic's colours: black GND, red VCC, blue SDA, yellow SCL", () => {
    const colours: Record<string, string> = { GND: 'black', VCC: 'red', SDA: 'blue', SCL: 'yellow' };
    let checked = 0;
    for (const net of netlist.nets) {
      const cable = /Qwiic cable (Q\d), (\w+)/.exec(net.wire);
      if (!cable) continue;
      const pin = net.pins.map((ref) => ref.split('/')[1]).find((p) => p.startsWith(cable[1] + ' '))!;
      expect(cable[2], net.name).toBe(colours[pin.split(' ')[1]]);
      checked++;
    }
    expect(checked).toBeGreaterThanOrEqual(6);
  });

  it('gives each face a reset at power-up and I2C pull-ups at its module', () => {
    for (const [face, port] of [['Left', 'Q0'], ['Right', 'Q1']]) {
      const oled = 'oled' + face;
      expect([...netWith(netlist, oled + '/RES')!.pins].sort()).toEqual(['reset' + face + '/2', 'resetCap' + face + '/1', oled + '/RES'].sort());
      expect(netWith(netlist, 'reset' + face + '/1')!.pins).toContain('jolt/' + port + ' VCC');
      expect(netWith(netlist, 'resetCap' + face + '/2')!.pins).toContain('jolt/' + port + ' GND');
      for (const line of ['Sda', 'Scl']) {
        expect(netWith(netlist, 'pull' + line + face + '/1')!.pins).toContain('jolt/' + port + ' VCC');
        expect(netWith(netlist, 'pull' + line + face + '/2')!.pins).toContain('jolt/' + port + ' ' + line.toUpperCase());
      }
    }
  });

  it('gives every board pin it uses a job the chip can do there, on a header', () => {
    for (const p of netlist.board.pins) {
      for (const pin of [p.gpio, p.adc, p.switchedBy].filter((x): x is string => !!x)) expect(HEADER_PINS, p.pin).toContain(pin);
      if (p.job) expect(pinCan(p.gpio!, p.job), p.pin + ' can be ' + p.job).toBe(true);
      if (p.adc) expect(pinCan(p.adc, 'adc'), p.adc).toBe(true);
    }
  });

  it('leaves the DFPlayer, its regulator, its resistor and its serial out of the Storage build, and H0/H1 free on the card\'s', () => {
    for (const id of ['dfplayer', 'regulator', 'resistor']) {
      expect(netlist.parts.some((p) => p.id === id), id).toBe(false);
      expect(card.parts.some((p) => p.id === id), id).toBe(true);
    }
    for (const pin of ['D26', 'D47']) expect(netWith(netlist, 'jolt/' + pin), pin).toBeUndefined();
    for (const pin of ['H0', 'H1']) expect(netWith(card, 'jolt/' + pin), pin).toBeUndefined();
    expect(netWith(netlist, 'battery/-')!.pins).not.toContain('regulator/GND');
    expect(wiringTables(netlist)).toMatch(/\| D26 \| D26 \| not connected \| \| the DFPlayer's serial/);
  });

  it('refuses a build it does not know, on a part or a net, naming the field', () => {
    const raw = JSON.parse(source);
    raw.nets[3].build = 'sd';
    expect(() => parseNetlist(JSON.stringify(raw))).toThrow('hardware/netlist.json: nets[3].build: must be one of storage, card');
    expect(() => parseNetlist(source, 'sd' as 'card')).toThrow('hardware/netlist.json: builds.sd: must be a non-empty string');
  });

  it('carries every current: grounds and returns, the speaker, the switch, the regulator, the battery sense', () => {
    const netlist = card;
    const ground = netWith(netlist, 'battery/-')!;
    expect(ground.kind).toBe('ground');
    for (const ref of ['jolt/BAT -', 'jolt/GND', 'regulator/GND', 'dfplayer/GND (pin 7)', 'dfplayer/GND (pin 10)', 'piezo/-']) expect(ground.pins).toContain(ref);
    expect(netWith(netlist, 'speaker/+')!.pins).toContain('dfplayer/SPK_1');
    expect(netWith(netlist, 'speaker/-')!.pins).toContain('dfplayer/SPK_2');
    expect(netWith(netlist, 'battery/+')!.pins).toEqual(['battery/+', 'switch/COM']);
    const switched = netWith(netlist, 'switch/ON')!.pins;
    for (const ref of ['jolt/BAT +', 'regulator/IN', 'senseResistor/1']) expect(switched).toContain(ref);
    expect(netWith(netlist, 'regulator/OUT')!.pins).toContain('dfplayer/VCC');
    for (const part of netlist.parts) {
      for (const p of part.pins) expect(netWith(netlist, part.id + '/' + p.pin), part.id + '/' + p.pin).toBeDefined();
    }
  });

  it("names ground only on a ground net in the tables' Espruino-pin column: a power line says it is one", () => {
    for (const of of [netlist, card]) {
      const rows = wiringTables(of).split('\n').filter((line) => line.startsWith('| ')).map((line) => line.split(' | '));
      for (const p of of.board.pins) {
        const row = rows.find((cells) => cells[0] === '| ' + p.pin)!;
        const net = of.nets.find((n) => n.pins.includes(of.board.id + '/' + p.pin));
        if (row[1] === 'ground') expect(net?.kind, p.pin).toBe('ground');
      }
    }
    expect(wiringTables(netlist)).toContain("| BAT + | none: the cell's + through the switch");
    // The check can fail: a power pin without its label falls back to ground.
    const raw = JSON.parse(source);
    delete raw.parts[0].pins.right.find((p: { pin: string }) => p.pin === 'BAT +').supply;
    expect(wiringTables(parseNetlist(JSON.stringify(raw)))).toContain('| BAT + | ground |');
  });

  it('refuses a pin on no net, a pin on two nets, a pin no part has, each in one line naming it', () => {
    const raw = JSON.parse(source);
    const dropSpeaker = structuredClone(raw);
    dropSpeaker.nets = dropSpeaker.nets.filter((n: { name: string }) => n.name !== 'speaker -');
    expect(() => parseNetlist(JSON.stringify(dropSpeaker), 'card')).toThrow('hardware/netlist.json: parts.dfplayer: pin "SPK_2" is on no net and not listed as notConnected with a reason');
    const twice = structuredClone(raw);
    twice.nets[0].pins.push('oledLeft/VCC');
    expect(() => parseNetlist(JSON.stringify(twice))).toThrow('hardware/netlist.json: nets[2].pins: oledLeft/VCC is already on the net "left face SCL"');
    const unknown = structuredClone(raw);
    unknown.nets[0].pins.push('oledLeft/RST');
    expect(() => parseNetlist(JSON.stringify(unknown))).toThrow('hardware/netlist.json: nets[0].pins: oledLeft has no pin "RST"');
    expect(() => parseNetlist('{')).toThrow(/^hardware\/netlist.json: \(file\): not JSON/);
  });
});

describe('drawn and tabled from the netlist', () => {
  const svg = readFileSync('hardware/wiring-jolt.svg', 'utf8');

  it('the committed diagrams and the guide\'s tables are the ones the netlist makes now, for each build (npm run wiring)', () => {
    const guide = readFileSync('hardware/README.md', 'utf8');
    for (const build of BUILDS) {
      const each = loadNetlist(undefined, build);
      expect(readFileSync(drawings(build).wiring, 'utf8'), build).toBe(wiringSvg(each));
      expect(readFileSync(drawings(build).board, 'utf8'), build).toBe(boardViewSvg(each));
      expect(guide, build).toContain(wiringTables(each));
    }
    expect(guide.indexOf(wiringTables(netlist))).toBeLessThan(guide.indexOf(wiringTables(card)));
  });

  it('draws every pin and every net\'s wire, and the unverified crystal and charge path as such', () => {
    const drawnPins = [...svg.matchAll(/data-pin="([^"]+)"/g)].map((m) => m[1].replace(/&amp;/g, '&'));
    const drawnNets = [...svg.matchAll(/data-pins="([^"]+)"/g)].map((m) => m[1].split('|'));
    for (const net of netlist.nets) {
      expect(drawnNets, net.name).toContainEqual(net.pins);
      for (const ref of net.pins) expect(drawnPins, ref).toContain(ref);
    }
    const unverified = [...svg.matchAll(/data-unverified="([^"]+)"/g)].map((m) => m[1]);
    expect(unverified.some((u) => u.includes('crystal'))).toBe(true);
    expect(unverified.some((u) => u.includes('charge path'))).toBe(true);
    expect(svg).toMatch(/stroke-dasharray[^>]*\/><text[^>]*>32 kHz crystal\?</);
  });
});

describe("the board's two sides, drawn from its layout", () => {
  const leadsOf = (svg: string) => new Map([...svg.matchAll(/data-lead="([^"]+)" data-colour="([^"]+)" data-gauge="([^"]+)"/g)].map((m) => [m[1].replace(/&amp;/g, '&'), { colour: m[2], gauge: m[3] }]));

  it('draws, on the Storage build, the speaker on H0 and H1 and nothing under the board but the piezo', () => {
    const svg = boardViewSvg(netlist);
    const leads = leadsOf(svg);
    expect(leads.get('H0')!.gauge).toContain('speaker');
    expect(leads.get('H1')!.gauge).toContain('speaker');
    const underneath = svg.slice(svg.indexOf('data-side="bottom"'));
    expect([...leadsOf(underneath).keys()]).toEqual(['D46']);
  });

  it('draws every board pin the card\'s build wires, each with its colour and gauge', () => {
    const netlist = card;
    const svg = boardViewSvg(card);
    const leads = leadsOf(svg);
    const wired = netlist.board.pins.filter((p) => netWith(netlist, 'jolt/' + p.pin));
    for (const pin of wired) expect(leads.has(pin.pin), pin.pin).toBe(true);
    for (const [pin, lead] of leads) {
      const role = /^Q\d (\w+)$/.exec(pin);
      if (role) expect(lead.colour, pin).toBe(QWIIC_COLOURS[role[1]]);
    }
    // The pads under the board are 1.0 mm at 1.27 mm pitch: fine wire, drawn on the underside.
    for (const name of ['D26', 'D47', 'D46']) {
      expect(leads.get(name)!.gauge).toContain('30 AWG');
      expect(svg).toMatch(new RegExp('data-side="bottom".*data-pad="' + name + '"'));
      expect(pad(name).side).toBe('bottom');
    }
  });
});

describe('every drawing reads cleanly', () => {
  const doc = (body: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="200" font-size="13"><rect width="400" height="200" fill="#fff"/>${body}</svg>`;

  it('keeps, on each build\'s diagram and board view, every text on the canvas, clear of the others and of the boxes, and every leader off the labels', () => {
    for (const build of BUILDS) {
      const each = loadNetlist(undefined, build);
      expect(drawingFaults(wiringSvg(each)), build).toEqual([]);
      expect(drawingFaults(boardViewSvg(each)), build).toEqual([]);
    }
  });

  it('finds a text off the canvas, over another, half over a box, and a leader across a label (the checks can fail)', () => {
    expect(drawingFaults(doc('<text x="300" y="50">a note far too long for the canvas</text>'))).toEqual(['"a note far too long for the canvas" runs off the canvas']);
    expect(drawingFaults(doc('<text x="10" y="50">Espruino Jolt.js</text><text x="60" y="56" font-size="12">Drawn from</text>'))).toEqual(['"Espruino Jolt.js" overlaps "Drawn from"']);
    expect(drawingFaults(doc('<rect x="100" y="20" width="200" height="100"/><text x="60" y="40">Drawn from</text><text x="110" y="60">inside</text>'))).toEqual(['"Drawn from" runs over the box at 100, 20']);
    const label = '<text x="150" y="50" text-anchor="middle" font-size="10">Q2</text>';
    expect(drawingFaults(doc(label + '<g data-lead="Q0 GND"><path d="M100 47 L300 45"/></g>'))).toEqual(['the leader M100 47 L300 45 crosses "Q2"']);
    expect(drawingFaults(doc(label + '<g data-lead="Q0 GND"><path d="M100 47 V20 H300"/></g>'))).toEqual([]);
    // A rotated name is measured along its slant: a leader past its corner is clear of it.
    const slanted = '<text x="100" y="100" text-anchor="middle" font-size="9" transform="rotate(-60 100 100)">D26</text>';
    expect(drawingFaults(doc(slanted + '<g data-lead="D26"><path d="M100 100 V190"/></g>'))).toHaveLength(1);
    expect(drawingFaults(doc(slanted + '<g data-lead="D26"><path d="M112 100 V190"/></g>'))).toEqual([]);
  });

  it('finds the leaders drawn straight from their pins to their labels across the sockets\' names', () => {
    const straight = boardViewSvg(card).replace(/<path d="M([\d.]+ [\d.]+) V[\d.]+ H[\d.]+ V([\d.]+) H([\d.]+)"/g, (_, from: string, y: string, x: string) => `<path d="M${from} L${x} ${y}"`);
    expect(drawingFaults(straight).some((fault) => /^the leader .* crosses "Q[0-3]"$/.test(fault))).toBe(true);
  });
});

describe('npm run wiring', () => {
  const run = (...args: string[]) => spawnSync(process.execPath, program('hardware/wiringCli.ts').concat(args), { encoding: 'utf8' });

  it('answers --help, refuses an unknown argument and a broken netlist in one line, exit 2', () => {
    expect(run('--help').stdout).toMatch(/^usage: npm run wiring/);
    const unknown = run('--board', 'pico');
    expect([unknown.status, unknown.stderr]).toEqual([2, 'error: unknown argument --board (see --help)\n']);
    const broken = join(scratchDir('wiring-'), 'netlist.json');
    writeFileSync(broken, source.replace('"pins": ["jolt/D46", "piezo/+"]', '"pins": ["jolt/D46"]'));
    const result = run('--netlist', broken);
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/^error: hardware\/netlist.json: nets\[\d+\].pins: a net joins at least two pins\n$/);
    // A title too long to wrap would run off the canvas: nothing is drawn.
    writeFileSync(broken, source.replace(/"storage": "[^"]*"/, '"storage": "' + 'W'.repeat(120) + '"'));
    const unreadable = run('--netlist', broken);
    expect([unreadable.status, unreadable.stderr]).toEqual([2, 'error: ' + broken + '.storage.svg: "' + 'W'.repeat(120) + '" runs off the canvas\n']);
    expect(existsSync(broken + '.card.svg')).toBe(false);
  }, 30000);
});
