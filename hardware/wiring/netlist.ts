// The clock's wiring as data (hardware/netlist.json): parts, their pins, and the nets joining them. The
// diagram and the guide's wiring table are drawn from it, and the board profile is tested against it.
// A part or net marked with a build belongs to that build only: the voice in Storage (a speaker on H0/H1)
// or on a card (the DFPlayer, its regulator and its serial); a net loses the pins of another build's parts.
import { readFileSync } from 'node:fs';
import type { PinJob } from '../pinFunctions';

/** A pin of the board: its connector label and what it is to the chip. */
export interface BoardPin {
  pin: string;
  /** The Espruino pin behind the label, and the job the firmware gives it. */
  gpio?: string;
  job?: PinJob;
  /** A Qwiic GND switched by an on-board FET whose gate is this pin. */
  switchedBy?: string;
  /** A terminal read through an on-board divider into this ADC pin; the divider's top and bottom ohms. */
  adc?: string;
  divider?: [number, number];
  volts?: string;
  /** A power line into the board that no Espruino pin reads or drives: what it carries. */
  supply?: string;
  /** Which edge of the board's drawing the pin is on. */
  side?: 'left' | 'right';
}

/** Something on the board itself, not a wire; `unverified` says why it could not be checked from sources. */
export interface InsideTheBoard {
  what: string;
  /** A few words drawn inside the board, beside the board pins it touches. */
  tag: string;
  pins?: string[];
  source?: string;
  unverified?: string;
}

export interface Part {
  id: string;
  /** What the wiring table calls it. */
  label: string;
  name: string;
  side: 'left' | 'right' | 'board';
  pins: BoardPin[];
  notConnected: Record<string, string>;
  inside: InsideTheBoard[];
}

export type NetKind = 'signal' | 'power' | 'ground';

export interface Net {
  name: string;
  kind: NetKind;
  wire: string;
  role: string;
  /** "part/pin" */
  pins: string[];
}

/** The two ways to give the clock its voice; the guide leads with the first. */
export const BUILDS = ['storage', 'card'] as const;
export type Build = (typeof BUILDS)[number];

export interface Netlist {
  build: Build;
  title: string;
  board: Part;
  parts: Part[];
  nets: Net[];
}

export const NETLIST_PATH = 'hardware/netlist.json';

export class NetlistError extends Error {}

function fail(field: string, reason: string): never {
  throw new NetlistError(NETLIST_PATH + ': ' + field + ': ' + reason);
}

function text(value: unknown, field: string): string {
  if (typeof value !== 'string' || value === '') fail(field, 'must be a non-empty string');
  return value;
}

function readPart(raw: Record<string, unknown>, index: number): Part {
  const field = 'parts[' + index + ']';
  const id = text(raw.id, field + '.id');
  const board = raw.pins !== null && typeof raw.pins === 'object' && !Array.isArray(raw.pins);
  let pins: BoardPin[];
  if (board) {
    const sides = raw.pins as Record<string, BoardPin[]>;
    pins = ['left', 'right'].flatMap((side) => {
      if (!Array.isArray(sides[side])) fail(field + '.pins.' + side, 'must list the board pins on that side');
      return sides[side].map((p, i) => ({ ...p, pin: text(p.pin, field + '.pins.' + side + '[' + i + '].pin'), side: side as 'left' | 'right' }));
    });
  } else {
    if (!Array.isArray(raw.pins)) fail(field + '.pins', 'must list the part\'s pins');
    pins = (raw.pins as unknown[]).map((p, i) => ({ pin: text(p, field + '.pins[' + i + ']') }));
    if (raw.side !== 'left' && raw.side !== 'right') fail(field + '.side', 'must be "left" or "right" of the board');
  }
  return {
    id,
    label: text(raw.label, field + '.label'),
    name: text(raw.name, field + '.name'),
    side: board ? 'board' : (raw.side as 'left' | 'right'),
    pins,
    notConnected: (raw.notConnected as Record<string, string>) ?? {},
    inside: readInside(raw.inside, field, pins),
  };
}

function readInside(raw: unknown, field: string, pins: BoardPin[]): InsideTheBoard[] {
  if (raw === undefined) return [];
  if (!Array.isArray(raw)) fail(field + '.inside', 'must be a list');
  return raw.map((item: InsideTheBoard, i) => {
    const where = field + '.inside[' + i + ']';
    text(item.what, where + '.what');
    text(item.tag, where + '.tag');
    if (item.source === undefined) text(item.unverified, where + '.unverified');
    else text(item.source, where + '.source');
    for (const pin of item.pins ?? []) if (!pins.some((p) => p.pin === pin)) fail(where + '.pins', 'no board pin "' + pin + '"');
    return item;
  });
}

const KINDS: NetKind[] = ['signal', 'power', 'ground'];

function inBuild(item: { build?: unknown }, field: string, build: Build): boolean {
  if (item.build === undefined) return true;
  if (!BUILDS.includes(item.build as Build)) fail(field + '.build', 'must be one of ' + BUILDS.join(', '));
  return item.build === build;
}

/**
 * Reads and checks one build of a netlist: every net's pin exists, no pin is on two nets, every pin is on a
 * net or says why not.
 */
export function parseNetlist(json: string, build: Build = 'storage'): Netlist {
  let raw: Record<string, unknown>;
  try {
    raw = JSON.parse(json);
  } catch (e) {
    fail('(file)', 'not JSON: ' + (e as Error).message);
  }
  if (!Array.isArray(raw.parts)) fail('parts', 'must be a list');
  if (!Array.isArray(raw.nets)) fail('nets', 'must be a list');
  const titles = (raw.builds ?? {}) as Record<string, unknown>;
  const title = text(titles[build], 'builds.' + build);
  const allParts = raw.parts as Record<string, unknown>[];
  const otherBuilds = new Set(allParts.filter((p, i) => !inBuild(p, 'parts[' + i + ']', build)).map((p) => p.id));
  const parts = allParts.map(readPart).filter((p) => !otherBuilds.has(p.id));
  const byId = new Map(parts.map((p) => [p.id, p]));
  if (byId.size !== parts.length) fail('parts', 'two parts share an id');
  const board = byId.get(text(raw.board, 'board'));
  if (!board || board.side !== 'board') fail('board', 'must name the part whose pins are split into left and right');
  const netOf = new Map<string, string>();
  const nets = (raw.nets as (Net & { build?: unknown })[]).flatMap((rawNet, i) => {
    const field = 'nets[' + i + ']';
    if (!inBuild(rawNet, field, build)) return [];
    const net = { ...rawNet, pins: Array.isArray(rawNet.pins) ? rawNet.pins.filter((ref) => !otherBuilds.has(splitRef(ref)[0])) : rawNet.pins };
    delete net.build;
    text(net.name, field + '.name');
    text(net.wire, field + '.wire');
    text(net.role, field + '.role');
    if (!KINDS.includes(net.kind)) fail(field + '.kind', 'must be one of ' + KINDS.join(', '));
    if (!Array.isArray(net.pins) || net.pins.length < 2) fail(field + '.pins', 'a net joins at least two pins');
    for (const ref of net.pins) {
      const [partId, pin] = splitRef(ref);
      const part = byId.get(partId);
      if (!part) fail(field + '.pins', 'no part "' + partId + '" (in "' + ref + '")');
      if (!part.pins.some((p) => p.pin === pin)) fail(field + '.pins', part.id + ' has no pin "' + pin + '"');
      if (netOf.has(ref)) fail(field + '.pins', ref + ' is already on the net "' + netOf.get(ref) + '"');
      netOf.set(ref, net.name);
    }
    return [net as Net];
  });
  for (const part of parts) {
    for (const p of part.pins) {
      const ref = part.id + '/' + p.pin;
      if (!netOf.has(ref) && !part.notConnected[p.pin]) fail('parts.' + part.id, 'pin "' + p.pin + '" is on no net and not listed as notConnected with a reason');
    }
  }
  return { build, title, board, parts: parts.filter((p) => p !== board), nets };
}

export function loadNetlist(path = NETLIST_PATH, build: Build = 'storage'): Netlist {
  return parseNetlist(readFileSync(path, 'utf8'), build);
}

export function splitRef(ref: string): [string, string] {
  const slash = ref.indexOf('/');
  return slash < 0 ? [ref, ''] : [ref.slice(0, slash), ref.slice(slash + 1)];
}

/** The net a "part/pin" is on. */
export function netWith(netlist: Netlist, ref: string): Net | undefined {
  return netlist.nets.find((net) => net.pins.includes(ref));
}

/** The board pins on the net of `ref`, following through two-pin parts on the way (the resistor). */
export function boardPinsReaching(netlist: Netlist, ref: string, through: string[] = []): BoardPin[] {
  const seen = new Set<string>();
  const found: BoardPin[] = [];
  const visit = (start: string) => {
    const net = netWith(netlist, start);
    if (!net || seen.has(net.name)) return;
    seen.add(net.name);
    for (const other of net.pins) {
      const [partId, pin] = splitRef(other);
      if (partId === netlist.board.id) found.push(netlist.board.pins.find((p) => p.pin === pin)!);
      const part = netlist.parts.find((p) => p.id === partId);
      if (part && through.includes(partId)) for (const p of part.pins) visit(partId + '/' + p.pin);
    }
  };
  visit(ref);
  return found;
}
