// Each cable's run in the case: from its end on the Jolt.js to the part it feeds, along the axes (over the lid,
// up a wall, across: the way a maker lays a wire), with room for its bends and its solder joint, and enough
// more to prop the body over the lid while the clock runs open (the bring-up). The Qwiic cables are cut from
// 500 mm ones with a plug at each end, two lengths from each; the loose wires are cut from their reels.
import { connector, JOLT_BOARD, pad } from '../boards/joltLayout';
import { FRAME, innerFaceX, onBoard, reachEnd, type Design } from './design';

/** SparkFun's Qwiic cable with a JST-SH plug at each end, 500 mm (PRT-14429). */
export const QWIIC_CABLE_MM = 500;
/** For the bends, the stripped end and the solder joint of each run. */
export const BEND_ALLOWANCE_MM = 10;
/** The body propped this far over the lid, on two blocks, for the bring-up: every part in sight and in reach. */
export const BRING_UP_LIFT_MM = 50;
/** Adafruit 1131, the JST-PH extension lead: its red wire is cut in two at the switch, its black stays whole. */
export const JST_LEAD_MM = 500;

type Point = [number, number, number];

export interface CableRun {
  name: string;
  from: string;
  to: string;
  /** A Qwiic socket's run is cut from a Qwiic cable; the others from a reel of wire. */
  wire: 'qwiic' | 'speaker wire' | 'wire-wrap wire' | "the JST-PH lead's red wire" | '24 AWG stranded wire';
  /** Along the case, closed. */
  pathMm: number;
  /** The bring-up's lift where the run joins the lid to the body; 0 where both ends are on one of them. */
  liftMm: number;
  /** The length to cut: the path, the bends, the lift, rounded up to 10 mm. */
  cutMm: number;
}

function along(a: Point, b: Point): number {
  return Math.abs(a[0] - b[0]) + Math.abs(a[1] - b[1]) + Math.abs(a[2] - b[2]);
}

/** Where a plug's cable leaves it: the socket's mouth plus the plug's reach, at the socket's height. */
function plugEnd(d: Design, element: string): Point {
  const c = connector(element);
  return [...reachEnd(d.joltAt, c), d.joltAt.z + JOLT_BOARD.thickness + c.height.mm / 2];
}

/** A display module's header: behind it, on its side edge towards the referee, half way up (fit.ts's cable room). */
function faceHeader(d: Design, side: 1 | -1): Point {
  const a = d.sizes.moduleThickness;
  const c = (d.module.c[0] + d.module.c[1]) / 2;
  const x = innerFaceX(d, 0) - a * Math.cos(d.tilt) - c * Math.sin(d.tilt);
  return [side * x, -(d.module.b[1] - 10), c * Math.cos(d.tilt) - a * Math.sin(d.tilt)];
}

/** The further of two ends: a cable that feeds a pair runs to both, its longest wire sets its length. */
function further(from: Point, ends: Point[]): number {
  return Math.max(...ends.map((end) => along(from, end)));
}

function run(name: string, [from, to]: [string, string], wire: CableRun['wire'], pathMm: number, liftMm = BRING_UP_LIFT_MM): CableRun {
  return { name, from, to, wire, pathMm, liftMm, cutMm: Math.ceil((pathMm + BEND_ALLOWANCE_MM + liftMm) / 10) * 10 };
}

/** The cell's lead leaves the bay through its gap on the left, where the extension lead's socket meets its plug. */
function bayGap(d: Design): Point {
  const b = d.battery;
  return [b.min[0] - d.parameters.clearanceMm - FRAME, (b.min[1] + b.max[1]) / 2, (b.min[2] + b.max[2]) / 2];
}

/** The rocker's solder tabs, behind the back wall. */
function switchTabs(d: Design): Point {
  const s = d.switchCutout;
  return [s.x, d.depth / 2 - d.wall - d.sizes.switchDepth, s.z];
}

/** The battery's leads (the switch sits in the body, the cell and the board on the lid) and the buttons' common legs (both ends in the body). */
function powerAndCommons(d: Design, referee: Point[]): CableRun[] {
  return [
    run("battery lead, the cell's side", ["the cell's plug, at the bay's gap", "the switch's COM"], "the JST-PH lead's red wire", along(bayGap(d), switchTabs(d))),
    run("battery lead, the board's side", ["the switch's ON", 'the BAT socket'], "the JST-PH lead's red wire", along(switchTabs(d), plugEnd(d, 'BAT'))),
    run("player buttons' common", ["the left player button's COM", "the right one's"], '24 AWG stranded wire', 2 * d.buttonX, 0),
    run("MODE and SET's common", ["MODE's leg 2", "SET's leg 2"], '24 AWG stranded wire', along(referee[0], referee[1]), 0),
  ];
}

export function cableRuns(d: Design): CableRun[] {
  const buttonsZ = d.height - d.wall - d.parameters.buttonDepthMm;
  const frontInside = -(d.depth / 2 - d.wall);
  const referee = d.referee.map((r): Point => [r.x, frontInside + 5, r.z]);
  // A wire leaves its screw of the terminal block as the block's wires do, 4 mm up.
  const screw = (name: string): Point => {
    const p = pad(name, 'top');
    return [...reachEnd(d.joltAt, connector('U$5'), p.x, p.y), d.joltAt.z + JOLT_BOARD.thickness + 4];
  };
  const under = pad('D46', 'bottom');
  const [underX, underY] = onBoard(d.joltAt, under.x, under.y);
  return [
    run('left face', ['Q0', "the left display's header"], 'qwiic', along(plugEnd(d, 'Q0'), faceHeader(d, -1))),
    run('right face', ['Q1', "the right display's header"], 'qwiic', along(plugEnd(d, 'Q1'), faceHeader(d, 1))),
    run('player buttons', ['Q2', "both player buttons' switches"], 'qwiic', further(plugEnd(d, 'Q2'), [-1, 1].map((s): Point => [s * d.buttonX, 0, buttonsZ]))),
    run('MODE and SET', ['Q3', 'MODE and SET on the front wall'], 'qwiic', further(plugEnd(d, 'Q3'), referee)),
    run('speaker', ["H0's and H1's screws", 'the speaker on the front wall'], 'speaker wire', along(screw('H0'), [d.speaker.x, frontInside + d.speaker.depth, d.speaker.z])),
    run('piezo', ['the D46 pad under the board', 'the piezo on the lid'], 'wire-wrap wire', along([underX, underY, d.joltAt.z], [d.piezo.x, d.piezo.y, d.lidThickness])),
    ...powerAndCommons(d, referee),
  ];
}

/**
 * The Qwiic runs cut from as few cables as will do: longest first, each into the first cable with room left
 * (the cut itself costs nothing: each length keeps one plug). Returns each cable's lengths.
 */
export function qwiicCuts(runs: CableRun[]): CableRun[][] {
  const cables: CableRun[][] = [];
  for (const r of runs.filter((x) => x.wire === 'qwiic').sort((a, b) => b.cutMm - a.cutMm)) {
    const room = cables.find((cable) => cable.length < 2 && cable.reduce((sum, x) => sum + x.cutMm, 0) + r.cutMm <= QWIIC_CABLE_MM);
    if (room) room.push(r);
    else cables.push([r]);
  }
  return cables;
}

/** The guide's table of cuts. */
export function cableTable(d: Design): string {
  const runs = cableRuns(d);
  const cables = qwiicCuts(runs);
  const rows = ['| run | from | to | along the case | cut |', '|---|---|---|---|---|'];
  for (const r of runs) {
    const cable = cables.findIndex((c) => c.includes(r));
    const cut = r.wire === 'qwiic' ? r.cutMm + ' mm of Qwiic cable ' + (cable + 1) + ', its plug end' : r.cutMm + ' mm of ' + r.wire;
    rows.push('| ' + [r.name, r.from, r.to, Math.round(r.pathMm) + ' mm', cut].join(' | ') + ' |');
  }
  return rows.join('\n');
}
