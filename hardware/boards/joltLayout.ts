// The Espruino Jolt.js as a maker holds it: its outline, its one mounting hole, every connector with the edge
// its plug goes in from, and the pads the clock solders to, in the board's own coordinates (millimetres,
// seen from the top, x to the right, y up, the origin at the bottom-left corner of the outline).
//
// Transcribed from Espruino's layout `Jolt.js/eagle/joltjs.brd` (board 1.0f) in espruino/EspruinoBoard: the
// outline on layer 20, each element's x, y and rotation, and the pads of its package; the nets from
// `joltjs.sch` beside it, and the pins from `boards/JOLTJS.py` in espruino/Espruino. Heights are not in a
// layout: where one is given it is marked `measure`, as the case's other unsourced sizes are.
import { typical as measured, type Dimension } from '../enclosure/parts';

/** An edge of the board, by the direction a plug is pushed in from it: 'left' is the x = 0 edge. */
export type Edge = 'left' | 'right' | 'bottom' | 'top';

export interface Connector {
  /** The element's name in joltjs.brd. */
  element: string;
  what: string;
  /** The middle of its mouth along the edge, and the edge it opens on. */
  x: number;
  y: number;
  facing: Edge;
  /** Its footprint on the board, [x0, y0, x1, y1], from the package's outline. */
  extent: [number, number, number, number];
  /** Its height above the board's top. */
  height: Dimension;
  /** The plug or finger that meets it, and the room kept for it in front of its mouth. */
  mate: { what: string; width: number; height: number; reach: number; source: string };
}

export interface Pad {
  /** The net, as the clock's netlist names the board pin. */
  name: string;
  element: string;
  x: number;
  y: number;
  side: 'top' | 'bottom';
  /** Round SMD pads: their diameter; through-hole pads: the hole's. */
  diameterMm: number;
  drill?: boolean;
}

const BRD = 'joltjs.brd (espruino/EspruinoBoard, Jolt.js/eagle)';

export interface JoltBoard {
  source: string;
  width: number;
  depth: number;
  cornerRadius: number;
  thickness: number;
  hole: { x: number; y: number; drill: number; keepOut: number };
  connectors: Connector[];
  pads: Pad[];
  qwiicPinOrder: string[];
}

export const JOLT_BOARD: JoltBoard = {
  source: BRD,
  /** Layer 20's four edges, each corner a 0.7 mm arc. */
  width: 37.2,
  depth: 35.9,
  cornerRadius: 0.7,
  thickness: 1.6,
  /** SCREWHOLE, package MOUNT-M3: a plated 3.25 mm hole on GND, its head's keep-out 8 mm across. */
  hole: { x: 33.6, y: 12.05, drill: 3.25, keepOut: 8 },
  connectors: [
    {
      element: 'USB',
      what: 'USB-C socket (HRO TYPE-C-31-M-12)',
      x: -1.0,
      y: 13.55,
      facing: 'left',
      extent: [-1.0, 9.08, 6.35, 18.02],
      height: measured(3.3, 'a mid-mount USB-C receptacle: its shell stands about 3.3 mm above the board'),
      mate: { what: 'USB-C plug', width: 12.35, height: 6.5, reach: 20, source: 'USB Type-C specification: plug overmold at most 12.35 × 6.5 mm' },
    },
    {
      element: 'BTN',
      what: "the board's button (GT-TC054C, right-angle)",
      x: -0.45,
      y: 22.8,
      facing: 'left',
      extent: [-0.45, 18.9, 3.05, 26.7],
      height: measured(3.5, 'a right-angle 6 mm tact switch'),
      // The USB-C plug's overmould passes 1.6 mm from the plunger: beside it only a pin reaches the button.
      mate: { what: "a pin on the board's button", width: 2, height: 2, reach: 12, source: 'a straightened paper clip, through a 5 mm hole in the back wall: the plunger is 3 mm wide' },
    },
    ...(['Q0', 'Q1', 'Q2', 'Q3'] as const).map((name, i): Connector => ({
      element: name,
      what: 'Qwiic socket ' + name + ' (JST SH, 4 pins, right-angle)',
      x: [12.5, 19.45, 26.4, 33.35][i],
      y: 35.55,
      facing: 'top',
      extent: [[9.5, 16.45, 23.4, 30.35][i], 30.55, [15.5, 22.45, 29.4, 36.35][i], 35.55],
      height: measured(2.9, 'a right-angle JST SH socket'),
      mate: { what: 'Qwiic plug ' + name, width: 6.5, height: 3.5, reach: 14, source: 'a JST SH plug on its cable: about 6 mm wide, 3 mm tall, its wires bent within 10 mm' },
    })),
    {
      element: 'BAT',
      what: 'LiPo socket (JST PH, 2 pins, S2B-PH-SM4-TB)',
      x: 4.7,
      y: 35.4,
      facing: 'top',
      extent: [0.7, 27.9, 8.7, 35.4],
      height: measured(6, 'a side-entry JST PH socket'),
      mate: { what: 'JST-PH plug', width: 7, height: 6, reach: 16, source: 'a JST PH plug on its lead: about 6 mm wide, 4.5 mm tall, 6 mm long, its wires bent within 10 mm' },
    },
    {
      element: 'U$5',
      what: 'terminal block (DB125-3.5, 10 ways): GND, V+, H0–H7',
      x: 18.6,
      y: 0.1,
      facing: 'bottom',
      extent: [1.1, 0.1, 36.1, 7.9],
      height: measured(8.5, "the tallest part: Espruino's page puts board and parts in a 12 mm silicone case"),
      mate: { what: 'wires into the terminal block', width: 35, height: 5, reach: 6, source: "stripped wire ends entering at the block's face, bent down within 6 mm" },
    },
  ],
  /**
   * The pads the clock's wires go to. The six on the bottom are testpoints VCC1…VCC6 in the layout (the
   * names are not their nets), one row at 1.27 mm pitch under the module; the terminal block's through the board.
   */
  pads: [
    { name: '3.3 V', element: 'VCC6', x: 23.876, y: 28.448, side: 'bottom', diameterMm: 1.016 },
    { name: 'D1', element: 'VCC5', x: 25.146, y: 28.448, side: 'bottom', diameterMm: 1.016 },
    { name: 'D26', element: 'VCC4', x: 26.416, y: 28.448, side: 'bottom', diameterMm: 1.016 },
    { name: 'D47', element: 'VCC3', x: 27.686, y: 28.448, side: 'bottom', diameterMm: 1.016 },
    { name: 'D46', element: 'VCC2', x: 28.956, y: 28.448, side: 'bottom', diameterMm: 1.016 },
    { name: 'GND', element: 'VCC1', x: 30.226, y: 28.448, side: 'bottom', diameterMm: 1.016 },
    ...['GND', 'V+', 'H0', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'H7'].map((name, i): Pad => ({ name, element: 'U$5 P$' + (i + 1), x: 2.85 + 3.5 * i, y: 4, side: 'top', diameterMm: 1.2, drill: true })),
  ],
  /** Each Qwiic socket's pads, 1 to 4 (GND, VCC, SDA, SCL), at 1 mm pitch from x + 1.5 down to x − 1.5. */
  qwiicPinOrder: ['GND', 'VCC', 'SDA', 'SCL'],
};

export function connector(element: string): Connector {
  const found = JOLT_BOARD.connectors.find((c) => c.element === element);
  if (!found) throw new Error('joltLayout: no connector ' + element);
  return found;
}

/** The tallest part above the board: the terminal block. */
export function tallestPartMm(): number {
  return connector('U$5').height.mm;
}

export function pad(name: string, side?: 'top' | 'bottom'): Pad {
  const found = JOLT_BOARD.pads.find((p) => p.name === name && (side === undefined || p.side === side));
  if (!found) throw new Error('joltLayout: no pad ' + name);
  return found;
}
