// The case: `npm run enclosure` writes closed, printable STLs and the guide's views; every part sits where its
// window or hole is, with clearance round it; and the checks can fail (a thin wall, a crack, a part moved).
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import modeling from '@jscad/modeling';
import { beforeAll, describe, expect, it } from 'vitest';
import { BODY_FEATURES, bodySolid, grilleHoles } from '../../hardware/enclosure/body';
import { buildEnclosure, reportOn } from '../../hardware/enclosure/build';
import { boardBox, designFor, onBoard, type Design } from '../../hardware/enclosure/design';
import { JOLT_BOARD, connector } from '../../hardware/boards/joltLayout';
import { placedParts, solderJoints, JOINT_DIAMETER_MM, type PlacedPart } from '../../hardware/enclosure/fit';
import { lidSolid } from '../../hardware/enclosure/lid';
import { meshOf, meshOfStl, openEdges, volumeOf } from '../../hardware/enclosure/mesh';
import { BED_MM, checkParameters, DEFAULT_PARAMETERS, setParameter } from '../../hardware/enclosure/parameters';
import { DISPLAYS, PARTS, type Dimension } from '../../hardware/enclosure/parts';
import { thinnestWall } from '../../hardware/enclosure/printCheck';
import { dimensionTable, joltTable } from '../../hardware/enclosure/dimensionTable';
import { BEND_ALLOWANCE_MM, BRING_UP_LIFT_MM, cableRuns, cableTable, JST_LEAD_MM, QWIIC_CABLE_MM, qwiicCuts } from '../../hardware/enclosure/cables';
import { INSERT_LENGTH_MM, jointProblems, joints, screwFor } from '../../hardware/enclosure/fasteners';
import { box, onRightFace, prismY, type Solid } from '../../hardware/enclosure/solids';
import { CAPTION_AT, CAPTION_BAND, CAPTION_INK, CAPTION_SCALE, CAPTIONS, inked } from '../../hardware/enclosure/caption';
import { BACKGROUND, renderPng } from '../../hardware/enclosure/render';
import { readPng } from '../../sim/host/png';
import { PITCH } from '../../firmware/app/faces/font';
import { program } from '../helpers/programs';
import { scratchDir } from '../helpers/scratch';

const { booleans, geometries, measurements } = modeling;
/**
 * `solid` with its largest faces first: a boolean operation splits space by each solid's faces in their order, and the
 * walls first keep that tree shallow (the fit checks take a third of the time they take in the order a cut leaves).
 */
const largestFirst = (() => {
  const ordered = new WeakMap<Solid, Solid>();
  return (solid: Solid): Solid => {
    let made = ordered.get(solid);
    if (made === undefined) {
      const faces = geometries.geom3.toPolygons(solid).map((polygon) => ({ polygon, area: geometries.poly3.measureArea(polygon) }));
      made = geometries.geom3.create(faces.sort((a, b) => b.area - a.area).map((face) => face.polygon));
      ordered.set(solid, made);
    }
    return made;
  };
})();
const overlap = (a: Solid, b: Solid) => measurements.measureVolume(booleans.intersect(largestFirst(a), largestFirst(b))) as number;
// Touching faces may leave a sliver of rounding error in the intersection, never a real overlap.
const NONE = 0.05;
const PLA_G_PER_CM3 = 1.24;

function runCli(...args: string[]) {
  return spawnSync(process.execPath, program('hardware/enclosureCli.ts', ...args), { encoding: 'utf8' });
}

describe('npm run enclosure', () => {
  const out = scratchDir('enclosure-');
  let run: ReturnType<typeof runCli>;
  let volumeCm3 = 0;
  beforeAll(() => {
    run = runCli('--out', out);
  }, 120_000);

  it('writes a closed STL of each part that lies on a 220 mm bed, with 2 mm walls, and the views', () => {
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(readdirSync(out).sort()).toEqual(['back.png', 'body-fitted.png', 'body.stl', 'closing.png', 'front.png', 'lid-fitted.png', 'lid.stl', 'printed.png']);
    for (const name of ['body', 'lid'] as const) {
      const mesh = meshOfStl(readFileSync(join(out, name + '.stl')));
      const report = reportOn({ name, mesh });
      expect(report.problems, name).toEqual([]);
      expect(report.openEdges).toBe(0);
      expect(report.volumeCm3).toBeGreaterThan(20);
      expect(Math.max(report.size[0], report.size[1])).toBeLessThanOrEqual(BED_MM);
      expect(report.thinnestMm).toBeGreaterThanOrEqual(DEFAULT_PARAMETERS.wallMm - 0.41);
      expect(run.stdout).toContain(name + ': ' + report.size.map((v) => v.toFixed(1)).join(' × ') + ' mm as printed');
      // Printed upside down, each window's chamfered lower edge rises as a slope: no bridge spans a window.
      const window = designFor(DEFAULT_PARAMETERS).window;
      expect(report.longestBridgeMm, name).toBeLessThan(window.b[1] - window.b[0] - 10);
      volumeCm3 += report.volumeCm3;
    }
    // The guide's pictures are the ones this model draws now.
    for (const view of readdirSync('hardware/enclosure/views')) expect(readFileSync(join(out, view)).equals(readFileSync(join('hardware/enclosure/views', view))), view).toBe(true);
    // The bill of materials' filament: both parts printed solid in PLA.
    expect(volumeCm3 * PLA_G_PER_CM3).toBeLessThanOrEqual(240);
  }, 60_000);

  it('checks its arguments before building, in one line with exit 2', () => {
    expect(runCli('--help').stdout).toContain('--wall N');
    for (const [args, message] of [
      [['--wall', '1.5'], '--wall: 1.5 is not a number from 2 to 5 mm'],
      [['--display', 'lcd'], '--display: no display module "lcd"'],
      [['--button', '80', '--tilt', '40'], 'more than a 220 mm bed takes'],
      [['--out'], '--out needs a folder'],
    ] as const) {
      const refused = runCli(...args);
      expect(refused.status, args.join(' ')).toBe(2);
      expect(refused.stderr).toContain(message);
      expect(refused.stderr.trim().split('\n')).toHaveLength(1);
    }
    const parameters = { ...DEFAULT_PARAMETERS };
    expect(() => setParameter(parameters, '--colour', 'red')).toThrow('unknown argument --colour');
    expect(() => setParameter(parameters, '--tilt', '12°')).toThrow('--tilt: 12° is not a number from 0 to 40');
    setParameter(parameters, '--size', 'speakerDepth=20');
    expect(parameters.sizes).toEqual({ speakerDepth: 20 });
    expect(DEFAULT_PARAMETERS.sizes).toEqual({});
    expect(designFor(parameters).speaker.depth).toBe(20);
    expect(() => setParameter(parameters, '--size', 'cardWidth=12')).toThrow('--size: no measured size "cardWidth"');
    expect(() => setParameter(parameters, '--size', 'speakerDepth=90')).toThrow('--size speakerDepth: 90 is not a number of mm from 9 to 36');
    setParameter(parameters, '--button', '40');
    expect(() => checkParameters(parameters)).toThrow('--button-hole: 46 mm must be smaller');
  }, 60_000);
});

/**
 * Every part fits: it may touch what it rests on, keeps the clearance from everything else, and meets only its mates.
 * With `only`, the parts of those names alone are checked, against the case and every other part.
 */
function fitProblems(d: Design, body: Solid, lid: Solid, only?: string[]): string[] {
  const problems: string[] = [];
  const gap = d.parameters.clearanceMm - 0.05;
  const parts = placedParts(d);
  const checked = (part: PlacedPart) => only === undefined || only.includes(part.name);
  // Each part's solid, grown by each amount, made once: a part meets the case and every other part.
  const made = new Map<PlacedPart, Map<number, Solid>>();
  const solidOf = (part: PlacedPart, grow: number) => {
    const grown = made.get(part) ?? made.set(part, new Map()).get(part)!;
    return grown.get(grow) ?? grown.set(grow, part.solid(grow)).get(grow)!;
  };
  for (const part of parts.filter(checked)) {
    for (const [name, solid] of [['body', body], ['lid', lid]] as const) {
      const grow = part.touches.includes(name) ? 0 : gap;
      const v = overlap(solidOf(part, grow), solid);
      if (v > NONE) problems.push(part.name + ' enters the ' + name + ' (' + v.toFixed(2) + ' mm³)');
    }
  }
  const meet = (a: PlacedPart, b: PlacedPart) => a.meets?.includes(b.name) || b.meets?.includes(a.name);
  for (let i = 0; i < parts.length; i++) {
    for (let j = i + 1; j < parts.length; j++) {
      if (meet(parts[i], parts[j]) || !(checked(parts[i]) || checked(parts[j]))) continue;
      const v = overlap(solidOf(parts[i], gap / 2), solidOf(parts[j], gap / 2));
      if (v > NONE) problems.push(parts[i].name + ' and ' + parts[j].name + ' overlap (' + v.toFixed(2) + ' mm³)');
    }
  }
  return problems;
}

/** What a player looks through: the lit area, from the glass out through the wall, on the right face. */
function sightline(d: Design): Solid {
  const view = d.display;
  const centre = d.module.c[1] - view.moduleHeight.mm / 2 + view.viewOffsetUp.mm;
  return onRightFace(d, { a: [-d.wall - 3, -0.01], b: [-view.viewWidth.mm / 2, view.viewWidth.mm / 2], c: [centre - view.viewHeight.mm / 2, centre + view.viewHeight.mm / 2] });
}

describe('the case and what it holds', () => {
  const design = designFor(DEFAULT_PARAMETERS);
  const body = bodySolid(design);
  const lid = lidSolid(design);

  it('holds every part with clearance: nothing enters the body, the lid or another part', () => {
    expect(fitProblems(design, body, lid)).toEqual([]);
  }, 120_000);

  it('opens each window on its display\'s lit area, and the lit area lies inside the module', () => {
    expect(overlap(sightline(design), body)).toBeLessThan(NONE);
    const { window: w, module: m } = design;
    expect(w.b[0]).toBeGreaterThanOrEqual(m.b[0]);
    expect(w.b[1]).toBeLessThanOrEqual(m.b[1]);
    expect(w.c[0]).toBeGreaterThanOrEqual(m.c[0]);
    expect(w.c[1]).toBeLessThanOrEqual(m.c[1]);
  });

  it('puts the grille in front of the speaker, the MODE and SET caps below the surface, the cable ties by the Jolt.js', () => {
    for (const [x, z] of grilleHoles(design)) expect(Math.hypot(x - design.speaker.x, z - design.speaker.z)).toBeLessThan(design.speaker.radius);
    expect(grilleHoles(design).length).toBeGreaterThan(15);
    const modeAndSet = placedParts(design).find((p) => p.name === 'MODE and SET')!;
    const caps = measurements.measureBoundingBox(modeAndSet.solid(0)) as number[][];
    expect(caps[0][1]).toBeGreaterThan(-design.depth / 2);
    expect(caps[0][1]).toBeLessThan(-design.depth / 2 + BODY_FEATURES.RECESS_DEPTH);
    for (const [x, y] of design.cableTies) {
      const dx = Math.max(design.jolt.min[0] - x, 0, x - design.jolt.max[0]);
      const dy = Math.max(design.jolt.min[1] - y, 0, y - design.jolt.max[1]);
      expect(Math.hypot(dx, dy)).toBeLessThan(20);
    }
  });

  it('places the Jolt.js from its layout: the USB-C notch, the pin hole to its button, and its post under its mounting hole', () => {
    const usb = connector('USB');
    expect(onBoard(design.joltAt, usb.x, usb.y)[0]).toBeCloseTo(design.usbNotch.x, 6);
    expect(onBoard(design.joltAt, usb.x, usb.y)[1]).toBeCloseTo(design.depth / 2 - design.wall - design.parameters.clearanceMm, 6);
    const button = connector('BTN');
    expect(onBoard(design.joltAt, button.x, button.y)[0]).toBeCloseTo(design.buttonPinHole.x, 6);
    // The post under the hole is part of the lid, and an M3 insert's hole goes down into it.
    const [hx, hy] = onBoard(design.joltAt, JOLT_BOARD.hole.x, JOLT_BOARD.hole.y);
    const under = box({ min: [hx - 1.4, hy - 1.4, design.joltAt.z - 1], max: [hx + 1.4, hy + 1.4, design.joltAt.z - 0.1] });
    const post = box({ min: [hx - 3.2, hy - 3.2, design.joltAt.z - 1], max: [hx + 3.2, hy + 3.2, design.joltAt.z - 0.1] });
    expect(overlap(under, lid)).toBeLessThan(NONE);
    expect(overlap(post, lid)).toBeGreaterThan(10);
    // Every plug and wire the Jolt.js takes has its room among the parts the fit checks.
    const names = placedParts(design).map((p) => p.name);
    for (const c of JOLT_BOARD.connectors) expect(names).toContain(c.mate.what);
  });

  it('fails the Jolt.js turned on its post or moved: a plug then meets the case', () => {
    // What moves with the board: itself and what meets it.
    const joltParts = ['Jolt.js'].concat(JOLT_BOARD.connectors.map((c) => c.mate.what));
    const centre = [JOLT_BOARD.width / 2, JOLT_BOARD.depth / 2] as const;
    const [cx, cy] = onBoard(design.joltAt, ...centre);
    for (const turn of [0, 90, 180]) {
      const at = { ...design.joltAt, turn };
      const [tx, ty] = onBoard(at, ...centre);
      const turned = { ...at, x: at.x + cx - tx, y: at.y + cy - ty };
      const d = { ...design, joltAt: turned, jolt: boardBox(turned) } as Design;
      expect(fitProblems(d, body, lid, joltParts).join('\n'), 'turned to ' + turn + '°').toMatch(/(plug|pin|wires).* (enters the (body|lid)|overlap)/);
    }
    const movedAt = { ...design.joltAt, x: design.joltAt.x + 4 };
    const moved = { ...design, joltAt: movedAt, jolt: boardBox(movedAt) } as Design;
    expect(fitProblems(moved, body, lid, joltParts).join('\n')).toMatch(/USB-C plug enters the body/);
  }, 120_000);

  it('fails a window moved off its display', () => {
    const raised = { ...design, module: { ...design.module, c: [design.module.c[0] + 6, design.module.c[1] + 6] } } as Design;
    expect(overlap(sightline(raised), body)).toBeGreaterThan(1);
  }, 120_000);

  it('builds with other parameters, printable and holding every part: thicker walls, smaller buttons, upright faces', () => {
    const parameters = { ...DEFAULT_PARAMETERS, wallMm: 3, buttonCapMm: 44, buttonHoleMm: 30, buttonDepthMm: 30, faceTiltDeg: 0 };
    const enclosure = buildEnclosure(parameters);
    const report = enclosure.parts.map(reportOn);
    expect(report.flatMap((r) => r.problems)).toEqual([]);
    expect(enclosure.design.topLength).toBeGreaterThan(2 * parameters.buttonCapMm + 12);
    expect(fitProblems(enclosure.design, enclosure.solids.body, enclosure.solids.lid)).toEqual([]);
  }, 120_000);

  it('screws the lid and the Jolt.js with screws that clamp before they bottom out, into inserts that fit their holes, as the bill lists them', () => {
    for (const joint of joints(design)) expect(jointProblems(joint), joint.name).toEqual([]);
    const [lidJoint, joltJoint] = joints(design);
    // The lid's column hole runs from the lid's top to the insert's depth above it: the screw's tip stays inside.
    expect(lidJoint.screwMm).toBeLessThanOrEqual(design.lidThickness + design.sizes.insertDepth - 1);
    expect(INSERT_LENGTH_MM).toBeLessThanOrEqual(design.sizes.insertDepth);
    const guide = readFileSync('hardware/README.md', 'utf8');
    expect(guide).toContain('| 21 | screw M3 × ' + lidJoint.screwMm + ', pan head (the lid) | 4 |');
    expect(guide).toContain('| 22 | screw M3 × ' + joltJoint.screwMm + ', pan head (the Jolt.js on its post) | 1 |');
    expect(guide).toContain('Each M3 × ' + lidJoint.screwMm + ' passes ' + lidJoint.clampedMm + ' mm of lid and bites ' + (lidJoint.screwMm - lidJoint.clampedMm) + ' mm into its insert, its tip ' +
      (lidJoint.clampedMm + lidJoint.holeDepthMm - lidJoint.screwMm) + " mm short of the hole's floor");
    // The checks fail: an M3 × 10 bottoms out in the 6.5 mm hole; a 5 mm hole takes no 5.7 mm insert.
    expect(jointProblems({ ...lidJoint, screwMm: 10 }).join()).toContain('bottoms out before it clamps');
    expect(jointProblems({ ...lidJoint, holeDepthMm: 5, screwMm: screwFor(3, 5) }).join()).toContain('insert is longer than its 5 mm hole');
    // A thicker lid takes a longer screw.
    expect(screwFor(5, 6.5)).toBe(10);
  });

  it("stands the Jolt.js on pads trimmed clear of its terminal block's solder joints", () => {
    const joints = placedParts(design).find((p) => p.name === "terminal block's solder joints")!;
    // Two joints lie over the frame's corners, where square 4 mm pads would stand: the pads give way round them.
    const corners = [design.jolt.min[1], design.jolt.max[1]].map((y) => box({ min: [design.jolt.min[0] - 0.5, y - 4, design.lidThickness], max: [design.jolt.min[0] + 3.5, y + 4, design.joltAt.z] }));
    for (const corner of corners) expect(overlap(joints.solid(0), corner)).toBeGreaterThan(0.1);
    expect(overlap(joints.solid(design.parameters.clearanceMm - 0.05), lid)).toBeLessThan(NONE);
    expect(solderJoints(design)).toHaveLength(10);
    expect(JOINT_DIAMETER_MM).toBeGreaterThan(1.8);
  });

  it('takes every dimension from a cited source, or says it is to be measured', () => {
    const dimensions: Dimension[] = [...Object.values(PARTS), ...Object.values(DISPLAYS).flatMap((m) => Object.values(m).filter((v): v is Dimension => typeof v === 'object'))];
    for (const dimension of dimensions) {
      expect(dimension.mm).toBeGreaterThanOrEqual(0);
      expect(dimension.source.length).toBeGreaterThan(10);
    }
  });
});

describe('the printability checks can fail', () => {
  it('measures a 1.5 mm plate as 1.5 mm, and finds the crack where a triangle is missing', () => {
    const plate = meshOf(box({ min: [0, 0, 0], max: [40, 30, 1.5] }));
    expect(thinnestWall(plate).thickness).toBeCloseTo(1.5, 3);
    expect(reportOn({ name: 'lid', mesh: plate }).problems.join()).toContain('a wall only 1.50 mm thick');
    expect(openEdges(plate)).toBe(0);
    expect(volumeOf(plate)).toBeCloseTo(1800, 0);
    expect(openEdges(plate.slice(9))).toBe(3);
    expect(reportOn({ name: 'lid', mesh: plate.slice(9) }).problems.join()).toContain('not closed');
  });

  it('takes a chamfered edge for an edge, not a thin wall, and still finds a plate tilted 20° thin', () => {
    const chamfered = meshOf(prismY([[0, 0], [40, 0], [40, 10], [6, 10], [0, 4]], 0, 40));
    expect(thinnestWall(chamfered).thickness).toBeGreaterThan(9.99);
    const tilted = meshOf(modeling.transforms.rotateY(Math.PI / 9, box({ min: [0, 0, 0], max: [40, 30, 1.5] })));
    expect(thinnestWall(tilted).thickness).toBeCloseTo(1.5, 3);
  });

  it('finds a bridge too long and a ledge too deep to print without supports', () => {
    const table = booleans.union(box({ min: [0, 0, 0], max: [4, 10, 20] }), box({ min: [76, 0, 0], max: [80, 10, 20] }), box({ min: [0, 0, 20], max: [80, 10, 23] }));
    expect(reportOn({ name: 'body', mesh: meshOf(table) }).problems.join()).toContain('a 72.0 mm bridge');
    const shelf = booleans.union(box({ min: [0, 0, 0], max: [10, 10, 20] }), box({ min: [10, 0, 17], max: [20, 10, 20] }));
    expect(reportOn({ name: 'body', mesh: meshOf(shelf) }).problems.join()).toContain('a ledge hanging 10.0 mm out');
  });
});

describe("the maker's guide", () => {
  const guide = readFileSync('hardware/README.md', 'utf8');

  it('lists the dimensions the case is built around, as parts.ts gives them', () => {
    expect(guide).toContain(dimensionTable());
    expect(guide).toContain(joltTable());
  });

  it('cuts each cable to reach along its run with the body propped for the bring-up, the Qwiic ones from the cables the bill counts', () => {
    const design = designFor(DEFAULT_PARAMETERS);
    const runs = cableRuns(design);
    expect(guide).toContain(cableTable(design));
    for (const r of runs) expect(r.cutMm, r.name).toBeGreaterThanOrEqual(r.pathMm + BEND_ALLOWANCE_MM + r.liftMm);
    // What joins the lid to the body reaches with the body propped; the buttons' commons stay in the body.
    for (const r of runs) expect(r.liftMm, r.name).toBe(r.name.endsWith('common') ? 0 : BRING_UP_LIFT_MM);
    // The battery's leads: the extension lead's red wire, cut in two at the switch, each length from its end.
    const leads = runs.filter((r) => r.name.startsWith('battery lead'));
    expect(leads).toHaveLength(2);
    expect(leads.reduce((sum, r) => sum + r.cutMm, 0)).toBeLessThanOrEqual(JST_LEAD_MM);
    // Every wire cut from a reel is a row of the bill.
    const bill = guide.slice(guide.indexOf('| # | part | qty |')).split('\n\n')[0];
    for (const wire of new Set(runs.map((r) => r.wire))) {
      const row = { qwiic: 'Qwiic cable, ' + QWIIC_CABLE_MM + ' mm', "the JST-PH lead's red wire": 'JST-PH 2-pin extension lead' }[wire as string] ?? wire;
      expect(bill, wire).toMatch(new RegExp('\\| \\d+ \\| [^|]*' + row));
    }
    // The far face's run: a 150 mm Qwiic jumper would not reach it, closed or open.
    expect(runs.find((r) => r.name === 'left face')!.pathMm).toBeGreaterThan(150);
    const cables = qwiicCuts(runs);
    for (const cable of cables) {
      expect(cable.length).toBeLessThanOrEqual(2);
      expect(cable.reduce((sum, r) => sum + r.cutMm, 0)).toBeLessThanOrEqual(QWIIC_CABLE_MM);
    }
    expect(cables.flat()).toHaveLength(4);
    const row = guide.split('\n').find((line) => line.startsWith('| 3 | Qwiic cable, ' + QWIIC_CABLE_MM + ' mm'))!;
    expect(row.split(' | ')[2]).toBe(String(cables.length));
  });

  it("moves the left face's run with the board: further from the Jolt.js, longer", () => {
    const design = designFor(DEFAULT_PARAMETERS);
    const moved = { ...design, joltAt: { ...design.joltAt, x: design.joltAt.x + 20 } };
    expect(cableRuns(moved)[0].pathMm - cableRuns(design)[0].pathMm).toBeCloseTo(20, 6);
  });

  it('adds up the bill of materials for one clock and for twenty', () => {
    const start = guide.indexOf('| # | part | qty |');
    const rows = guide.slice(start).split('\n\n')[0].split('\n').slice(2).map((line) => line.split(' | '));
    expect(rows.length).toBeGreaterThan(15);
    const cardOnly = (cells: string[]) => cells[1].startsWith("*card's build:*");
    expect(rows.filter(cardOnly).map((cells) => cells[0].replace('| ', ''))).toEqual(['6', '7', '9', '10']);
    const dollars = (n: number) => 'US$' + n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const totals = (of: string[][]) => {
      const sum = (column: number, times: number) => of.reduce((total, cells) => total + Number(cells[2]) * Number(cells[column]) * times, 0);
      return 'one clock **' + dollars(sum(4, 1)) + '**, twenty clocks **' + dollars(sum(5, 20)) + '** (' + dollars(sum(5, 1)) + ' each)';
    };
    expect(guide).toContain("The voice in Storage, without the rows marked *card's build*: " + totals(rows.filter((cells) => !cardOnly(cells))));
    expect(guide).toContain('The voice on a card, every row: ' + totals(rows));
  });

  it('shows the views npm run enclosure draws, and every one it draws', () => {
    const shown = [...guide.matchAll(/\]\(enclosure\/views\/([a-z-]+\.png)\)/g)].map((m) => m[1]).sort();
    expect(shown).toEqual(readdirSync('hardware/enclosure/views').sort());
  });
});

/** The pixels of the band across the picture's top that are not as `caption` in the font over the bare background. */
function captionMisses(file: Buffer, caption: string): number {
  const { width, rgb } = readPng(file);
  let misses = 0;
  for (let y = 0; y < CAPTION_BAND; y++) {
    for (let x = 0; x < width; x++) {
      const [cell, row] = [Math.floor((x - CAPTION_AT.x) / CAPTION_SCALE), Math.floor((y - CAPTION_AT.y) / CAPTION_SCALE)];
      const char = cell >= 0 ? caption.charAt(Math.floor(cell / PITCH)) : '';
      const ink = char !== '' && row >= 0 && cell % PITCH < PITCH - 1 && inked(char, cell % PITCH, row);
      const want = ink ? CAPTION_INK : BACKGROUND;
      if ([0, 1, 2].some((k) => rgb[(y * width + x) * 3 + k] !== want[k])) misses++;
    }
  }
  return misses;
}

describe("the views' captions", () => {
  it('writes across the top of each view what it shows, clear of the model', () => {
    expect(Object.keys(CAPTIONS).sort()).toEqual(readdirSync('hardware/enclosure/views').sort());
    for (const [file, caption] of Object.entries(CAPTIONS)) expect(captionMisses(readFileSync(join('hardware/enclosure/views', file)), caption), file).toBe(0);
  });

  it('finds a caption missing or another in its place (the check can fail)', () => {
    const cube = [{ mesh: meshOf(box({ min: [0, 0, 0], max: [40, 40, 40] })), colour: [200, 200, 200] as [number, number, number] }];
    const view = { azimuth: -60, elevation: 30, width: 200, height: 120 };
    expect(captionMisses(renderPng(cube, { ...view, caption: 'THE LID' }), 'THE LID')).toBe(0);
    expect(captionMisses(renderPng(cube, { ...view, caption: '' }), 'THE LID')).toBeGreaterThan(20);
    expect(captionMisses(renderPng(cube, { ...view, caption: 'THE BODY' }), 'THE LID')).toBeGreaterThan(20);
  });
});
