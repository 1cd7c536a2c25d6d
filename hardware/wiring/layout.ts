// Where the wiring diagram puts each part, pin and wire: parts stacked in a column on each side of the board,
// each board pin level with the pins it joins, and each net's vertical run in its own lane between them.
import { wrapToWidth } from './legible';
import { splitRef, type InsideTheBoard, type Net, type Netlist, type Part } from './netlist';

export const PIN_PITCH = 20;
/** A part's name lines, 14 px apart, start 16 px down its box; its first pin 14 px below the last. */
export const NAME_PITCH = 14;
const PART_GAP = 18;
const LANE_PITCH = 12;
/** The board panel's lines: each item's text wrapped, 15 px a line, 7 px between items. */
export const INSIDE_LINE = 15;
const INSIDE_GAP = 7;

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A pin's end point on its part's edge; `edge` is the x where the wire leaves the part. */
export interface PinSpot {
  ref: string;
  label: string;
  x: number;
  y: number;
  side: 'left' | 'right';
  /** Which way the pin points: the wire leaves towards the lanes. */
  towards: 1 | -1;
  notConnected?: string;
}

export interface NetRoute {
  net: Net;
  laneX: number;
  spots: PinSpot[];
}

/** One of the board's own parts, drawn as a tag down the board's middle. */
export interface TagSpot {
  item: InsideTheBoard;
  box: Box;
  pins: PinSpot[];
}

export interface Layout {
  width: number;
  height: number;
  board: Box;
  parts: PartBox[];
  spots: Map<string, PinSpot>;
  routes: NetRoute[];
  tags: TagSpot[];
  insidePanel: Box;
  /** The board's own parts listed in the panel: each one's lines and the baseline of its first. */
  inside: { item: InsideTheBoard; lines: string[]; y: number }[];
}

export interface PartBox {
  part: Part;
  box: Box;
  /** Its name and its note, wrapped to the box. */
  name: string[];
  notes: string[];
}

const COLUMNS = { leftParts: 30, partWidth: 250, leftLanes: 290, board: 530, boardWidth: 300, rightLanes: 840, rightParts: 1000, width: 1280 };
export const CANVAS_WIDTH = COLUMNS.width;

/** The width a part's lines may take: its box less 10 px each side. */
const PART_TEXT = COLUMNS.partWidth - 20;

/** The part's pins that are on no net and not drawn as pins, as the lines of a note under it. */
function notesOf(part: Part): string[] {
  const extra = Object.keys(part.notConnected).filter((pin) => !part.pins.some((p) => p.pin === pin));
  return extra.length ? wrapToWidth('not connected: ' + extra.join(', '), PART_TEXT, 10) : [];
}

function stackParts(parts: Part[], x: number, spots: Map<string, PinSpot>, top: number, side: 'left' | 'right'): PartBox[] {
  let y = top;
  return parts.map((part) => {
    const name = wrapToWidth(part.name, PART_TEXT, 12, true);
    const notes = notesOf(part);
    const head = 16 + name.length * NAME_PITCH;
    const height = head + part.pins.length * PIN_PITCH + notes.length * 13;
    const box = { x, y, width: COLUMNS.partWidth, height };
    part.pins.forEach((p, i) => {
      const ref = part.id + '/' + p.pin;
      const edge = side === 'left' ? x + COLUMNS.partWidth : x;
      spots.set(ref, { ref, label: p.pin, x: edge, y: y + head + i * PIN_PITCH, side, towards: side === 'left' ? 1 : -1 });
    });
    y += height + PART_GAP;
    return { part, box, name, notes };
  });
}

/** Board pins level with what they join, kept in their listed order, a pin pitch apart, off the parts' grid. */
function placeBoardPins(netlist: Netlist, side: 'left' | 'right', spots: Map<string, PinSpot>, top: number): void {
  const board = netlist.board;
  let previous = top - PIN_PITCH;
  for (const p of board.pins.filter((pin) => pin.side === side)) {
    const ref = board.id + '/' + p.pin;
    const net = netlist.nets.find((n) => n.pins.includes(ref));
    const others = net ? net.pins.filter((r) => r !== ref && spots.has(r)).map((r) => spots.get(r)!.y) : [];
    const wanted = others.length ? others.reduce((a, b) => a + b, 0) / others.length : previous + PIN_PITCH;
    // Half a pitch off the parts' pins, so no two wires run along the same line.
    const y = Math.max(Math.round((wanted - PIN_PITCH / 2) / PIN_PITCH) * PIN_PITCH + PIN_PITCH / 2, previous + PIN_PITCH);
    const x = side === 'left' ? COLUMNS.board : COLUMNS.board + COLUMNS.boardWidth;
    const label = p.pin + (p.gpio && p.gpio !== p.pin ? ' · ' + p.gpio : '') + (p.adc ? ' → ' + p.adc : '');
    spots.set(ref, { ref, label, x, y, side, towards: side === 'left' ? -1 : 1, notConnected: net ? undefined : board.notConnected[p.pin] });
    previous = y;
  }
}

/** Each net's vertical run gets the first lane free over its whole height (interval colouring). */
function assignLanes(nets: Net[], spots: Map<string, PinSpot>, side: 'left' | 'right'): NetRoute[] {
  const mine = nets
    .map((net) => ({ net, spots: net.pins.map((r) => spots.get(r)!) }))
    .filter((r) => r.spots[0].side === side)
    .map((r) => ({ ...r, top: Math.min(...r.spots.map((s) => s.y)), bottom: Math.max(...r.spots.map((s) => s.y)) }))
    .sort((a, b) => a.top - b.top);
  const laneEnds: number[] = [];
  const width = side === 'left' ? COLUMNS.board - COLUMNS.leftLanes : COLUMNS.rightParts - COLUMNS.rightLanes;
  return mine.map((r) => {
    let lane = laneEnds.findIndex((end) => end < r.top - 4);
    if (lane < 0) lane = laneEnds.push(0) - 1;
    laneEnds[lane] = r.bottom;
    // Lanes fill outwards from the board on both sides.
    const laneX = side === 'left' ? COLUMNS.board - 16 - lane * LANE_PITCH : COLUMNS.rightLanes + 16 + lane * LANE_PITCH;
    if (lane * LANE_PITCH + 32 > width) throw new Error('wiring diagram: more lanes on the ' + side + ' than fit; widen the columns');
    return { net: r.net, laneX, spots: r.spots };
  });
}

/** Tags in their listed order, each level with the pins it touches where it can be. */
function placeTags(netlist: Netlist, spots: Map<string, PinSpot>, top: number): TagSpot[] {
  const width = 104;
  const x = COLUMNS.board + (COLUMNS.boardWidth - width) / 2;
  let previous = top;
  return netlist.board.inside.map((item) => {
    const pins = (item.pins ?? []).map((pin) => spots.get(netlist.board.id + '/' + pin)!);
    const wanted = pins.length ? pins.reduce((sum, s) => sum + s.y, 0) / pins.length - 11 : previous + 34;
    const y = Math.max(wanted, previous + 30);
    previous = y;
    return { item, box: { x, y, width, height: 22 }, pins };
  });
}

/** What the panel says of one of the board's own parts. */
export function insideText(item: InsideTheBoard): string {
  return item.unverified ? item.what + ' — UNVERIFIED: ' + item.unverified : item.what + ' (' + item.source + ')';
}

/** The panel's items wrapped to its width (their text starts 46 px in), each below the last. */
function listInside(netlist: Netlist, panel: Box): Layout['inside'] {
  let y = panel.y + 44;
  return netlist.board.inside.map((item) => {
    const lines = wrapToWidth(insideText(item), panel.width - 60, 12);
    const placed = { item, lines, y };
    y += lines.length * INSIDE_LINE + INSIDE_GAP;
    return placed;
  });
}

/** The diagram below a header `header` px tall: parts start 60 px below it, so the board's box, 50 px above its first pin, clears it. */
export function layOut(netlist: Netlist, header: number): Layout {
  const top = header + 60;
  const spots = new Map<string, PinSpot>();
  const left = stackParts(netlist.parts.filter((p) => p.side === 'left'), COLUMNS.leftParts, spots, top, 'left');
  const right = stackParts(netlist.parts.filter((p) => p.side === 'right'), COLUMNS.rightParts, spots, top, 'right');
  placeBoardPins(netlist, 'left', spots, top);
  placeBoardPins(netlist, 'right', spots, top);
  for (const net of netlist.nets) {
    const sides = new Set(net.pins.map((r) => spots.get(r)!.side));
    if (sides.size > 1) throw new Error('wiring diagram: the net "' + net.name + '" joins both sides of the board; put its parts on one side');
  }
  const routes = assignLanes(netlist.nets, spots, 'left').concat(assignLanes(netlist.nets, spots, 'right'));
  const boardSpots = [...spots.values()].filter((s) => splitRef(s.ref)[0] === netlist.board.id);
  const boardTop = Math.min(...boardSpots.map((s) => s.y)) - 50;
  const tags = placeTags(netlist, spots, boardTop + 20);
  const boardBottom = Math.max(...boardSpots.map((s) => s.y).concat(tags.map((t) => t.box.y + 22))) + 20;
  const board = { x: COLUMNS.board, y: boardTop, width: COLUMNS.boardWidth, height: boardBottom - boardTop };
  const columnsBottom = Math.max(boardBottom, ...left.concat(right).map((p) => p.box.y + p.box.height));
  const insidePanel = { x: COLUMNS.leftParts, y: columnsBottom + 30, width: COLUMNS.width - 2 * COLUMNS.leftParts, height: 0 };
  const inside = listInside(netlist, insidePanel);
  const last = inside[inside.length - 1];
  insidePanel.height = (last ? last.y + (last.lines.length - 1) * INSIDE_LINE : insidePanel.y + 30) + 14 - insidePanel.y;
  return {
    width: COLUMNS.width,
    height: insidePanel.y + insidePanel.height + 60,
    board,
    parts: left.concat(right),
    spots,
    routes,
    tags,
    insidePanel,
    inside,
  };
}
