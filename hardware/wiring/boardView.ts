// Both sides of the Jolt.js, drawn from its layout (hardware/boards/joltLayout.ts), with every pad and socket
// the clock uses named and the wire that goes there: its colour (Qwiic's own on the sockets), its gauge, and
// where its other end goes, from the netlist.
import { escapeXml } from '../../sim/host/markup';
import { JOLT_BOARD, pad, type Pad } from '../boards/joltLayout';
import { textWidth } from './legible';
import { netWith, type Netlist } from './netlist';

const SCALE = 9;
const MARGIN = 40;
const BOARD_W = JOLT_BOARD.width * SCALE;
const BOARD_H = JOLT_BOARD.depth * SCALE;
/** The space between two leaders running side by side. */
const LANE = 5;
export const QWIIC_COLOURS: Record<string, string> = { GND: 'black', VCC: 'red', SDA: 'blue', SCL: 'yellow' };
const INK: Record<string, string> = { black: '#222', red: '#c0392b', blue: '#1f6fd1', yellow: '#d4a017', grey: '#777' };

/** Where a panel is drawn: its side, its left edge, and how far its board stands below the title to leave room for the leaders' lanes. */
interface Frame {
  bottom: boolean;
  panelX: number;
  lift: number;
}

/** A board point on a panel: the top seen from above, the bottom seen from below (mirrored left to right). */
function at(x: number, y: number, f: Frame): [number, number] {
  const px = f.bottom ? JOLT_BOARD.width - x : x;
  return [f.panelX + MARGIN + px * SCALE, boardTop(f) + (JOLT_BOARD.depth - y) * SCALE];
}

const boardTop = (f: Frame) => MARGIN + 60 + f.lift;
/** Underneath, the pads' names stand above them, so every leader there leaves downwards. */
const leavesUp = (lead: Lead, f: Frame) => !f.bottom && lead.y > JOLT_BOARD.depth / 2;

/** Where the wire on a board pin goes, from the netlist: the other ends of its net, by their labels. */
function farEnds(netlist: Netlist, boardPin: string): string {
  const net = netWith(netlist, netlist.board.id + '/' + boardPin);
  if (!net) return 'not used';
  const ends = net.pins.filter((ref) => !ref.startsWith(netlist.board.id + '/')).map((ref) => {
    const [id, pin] = ref.split('/');
    const part = netlist.parts.find((p) => p.id === id);
    return (part ? part.label : id) + ' ' + pin;
  });
  return ends.join(', ');
}

interface Lead {
  /** The board pin's name in the netlist. */
  pin: string;
  x: number;
  y: number;
  colour: string;
  gauge: string;
}

/** The terminal block's screws the clock uses, on either build: each one's wire. */
const SCREW_LEADS: Record<string, { colour: string; gauge: string }> = {
  GND: { colour: 'black', gauge: '0.5 mm² (20 AWG) into its screw' },
  H0: { colour: 'red', gauge: "the speaker's lead (24 AWG) into its screw" },
  H1: { colour: 'black', gauge: "the speaker's other lead (24 AWG) into its screw" },
  H6: { colour: 'red', gauge: "the 100 Ω resistor's own lead into its screw" },
};

/** The wires on one side of the board: those the netlist's build puts on a pad there. */
function leadsOn(netlist: Netlist, bottom: boolean): Lead[] {
  const used = (pin: string) => netWith(netlist, netlist.board.id + '/' + pin) !== undefined;
  if (bottom) {
    // The netlist's GND is the terminal block's screw, not the bottom's GND testpoint.
    const onTop = (name: string) => JOLT_BOARD.pads.some((p) => p.side === 'top' && p.name === name);
    return JOLT_BOARD.pads.filter((p: Pad) => p.side === 'bottom' && used(p.name) && !onTop(p.name))
      .map((p) => ({ pin: p.name, x: p.x, y: p.y, colour: 'grey', gauge: '30 AWG (wire-wrap) wire: the pads are 1.0 mm at 1.27 mm pitch' }));
  }
  const leads: Lead[] = [];
  for (const q of JOLT_BOARD.connectors.filter((c) => c.element.startsWith('Q'))) {
    JOLT_BOARD.qwiicPinOrder.forEach((role, i) => {
      leads.push({ pin: q.element + ' ' + role, x: q.x + 1.5 - i, y: q.y, colour: QWIIC_COLOURS[role], gauge: 'its Qwiic cable (28 AWG)' });
    });
  }
  const bat = JOLT_BOARD.connectors.find((c) => c.element === 'BAT')!;
  leads.push({ pin: 'BAT -', x: bat.x - 1, y: bat.y, colour: 'black', gauge: 'the JST-PH lead (24–26 AWG)' });
  leads.push({ pin: 'BAT +', x: bat.x + 1, y: bat.y, colour: 'red', gauge: 'the JST-PH lead (24–26 AWG)' });
  for (const [name, wire] of Object.entries(SCREW_LEADS).filter(([name]) => used(name))) {
    const p = pad(name, 'top');
    leads.push({ pin: name, x: p.x, y: p.y, ...wire });
  }
  return leads;
}

interface Leader {
  lead: Lead;
  path: string;
  labelY: number;
}

/**
 * Each lead's leader: straight out of the board through its nearer edge, along a lane of its own above or below it,
 * down a channel of its own right of it, and across to its label. Ordered so that no two cross and none crosses a
 * label: above the board, the rightmost pin takes the lane nearest the board, the innermost channel and the lowest
 * label; below it, with its labels further down, the rightmost takes the nearest lane, the outermost channel and the
 * first label. The channels below stay inside those above, so the two sets never meet.
 */
function leaders(leads: Lead[], f: Frame, pitch: number): { leaders: Leader[]; labelX: number } {
  const placed = leads.map((lead) => ({ lead, spot: at(lead.x, lead.y, f) })).sort((a, b) => a.spot[0] - b.spot[0]);
  const up = placed.filter((p) => leavesUp(p.lead, f));
  const down = placed.filter((p) => !leavesUp(p.lead, f));
  const right = f.panelX + MARGIN + BOARD_W + 10;
  const labelX = right + (up.length + down.length) * LANE + 20;
  const path = ([x, y]: [number, number], lane: number, channel: number, labelY: number) => `M${x} ${y} V${lane} H${channel} V${labelY - 4} H${labelX - 6}`;
  const firstLabel = boardTop(f) + 20;
  const out = up.map(({ lead, spot }, k) => {
    const rank = up.length - 1 - k;
    const labelY = firstLabel + k * pitch;
    return { lead, labelY, path: path(spot, boardTop(f) - 8 - rank * LANE, right + (down.length + rank) * LANE, labelY) };
  });
  const below = boardTop(f) + BOARD_H + 8;
  const start = Math.max(firstLabel + up.length * pitch, below + down.length * LANE + 16);
  return {
    labelX,
    leaders: out.concat(down.map(({ lead, spot }, k) => {
      const rank = down.length - 1 - k;
      const labelY = start + rank * pitch;
      return { lead, labelY, path: path(spot, below + rank * LANE, right + k * LANE, labelY) };
    })),
  };
}

/** One side's drawing, and how far right and down it reaches. */
function panel(netlist: Netlist, f: Frame): { svg: string; right: number; bottom: number } {
  const { bottom, panelX } = f;
  const [x0, y0] = at(bottom ? JOLT_BOARD.width : 0, JOLT_BOARD.depth, f);
  const out = [`<g data-side="${bottom ? 'bottom' : 'top'}">`,
    `<text x="${panelX + MARGIN}" y="${MARGIN + 30}" font-weight="bold">${bottom ? 'Underneath (seen from below)' : 'Top (seen from above)'}</text>`,
    `<rect x="${x0}" y="${y0}" width="${BOARD_W}" height="${BOARD_H}" rx="${JOLT_BOARD.cornerRadius * SCALE}" fill="#2e7d4f" stroke="#1b4d30"/>`];
  const [hx, hy] = at(JOLT_BOARD.hole.x, JOLT_BOARD.hole.y, f);
  out.push(`<circle cx="${hx}" cy="${hy}" r="${(JOLT_BOARD.hole.drill / 2) * SCALE}" fill="#fff" stroke="#c9a227" stroke-width="3"/><text x="${hx}" y="${hy + 28}" text-anchor="middle" font-size="10" fill="#fff">M3</text>`);
  if (!bottom) {
    for (const c of JOLT_BOARD.connectors) {
      const [cx0, cy0] = at(c.extent[0], c.extent[3], f);
      const [cx1, cy1] = at(c.extent[2], c.extent[1], f);
      // The terminal block's name stands above its screws, clear of the leaders that leave them downwards.
      const [name, y] = c.element === 'U$5' ? ['GND V+ H0 … H7', cy0 + 14] : [c.element, (cy0 + cy1) / 2 + 4];
      out.push(`<g data-connector="${escapeXml(c.element)}"><rect x="${cx0}" y="${cy0}" width="${cx1 - cx0}" height="${cy1 - cy0}" fill="#ddd" stroke="#555"/>` +
        `<text x="${(cx0 + cx1) / 2}" y="${y}" text-anchor="middle" font-size="10">${escapeXml(name)}</text></g>`);
    }
  } else {
    for (const p of JOLT_BOARD.pads.filter((pad) => pad.side === 'bottom')) {
      const [px, py] = at(p.x, p.y, f);
      out.push(`<g data-pad="${escapeXml(p.name)}"><circle cx="${px}" cy="${py}" r="${(p.diameterMm / 2) * SCALE}" fill="#c9a227"/>` +
        `<text x="${px}" y="${py - 8}" text-anchor="middle" font-size="9" fill="#fff" transform="rotate(-60 ${px} ${py - 8})">${escapeXml(p.name)}</text></g>`);
    }
  }
  // Underneath, each label has its gauge on a second line.
  const { leaders: drawn, labelX } = leaders(leadsOn(netlist, bottom), f, bottom ? 34 : 19);
  let [right, lowest] = [labelX, y0 + BOARD_H];
  for (const { lead, path, labelY } of drawn) {
    const [px, py] = at(lead.x, lead.y, f);
    const stroke = INK[lead.colour];
    const text = lead.pin + ' (' + lead.colour + '): ' + farEnds(netlist, lead.pin);
    right = Math.max(right, labelX + textWidth(text, 10), bottom ? labelX + textWidth(lead.gauge, 9) : 0);
    lowest = Math.max(lowest, labelY + (bottom ? 13 : 0));
    out.push(`<g data-lead="${escapeXml(lead.pin)}" data-colour="${lead.colour}" data-gauge="${escapeXml(lead.gauge)}">` +
      `<path d="${path}" stroke="${stroke}" stroke-width="${bottom ? 1.2 : 2}" fill="none"/><circle cx="${px}" cy="${py}" r="2.5" fill="${stroke}"/>` +
      `<text x="${labelX}" y="${labelY}" font-size="10">${escapeXml(text)}</text>` +
      (bottom ? `<text x="${labelX}" y="${labelY + 13}" font-size="9" fill="#555">${escapeXml(lead.gauge)}</text>` : '') + '</g>');
  }
  return { svg: out.concat('</g>').join(''), right, bottom: lowest };
}

export function boardViewSvg(netlist: Netlist): string {
  const title = 'Espruino Jolt.js, the voice ' + (netlist.build === 'storage' ? 'in Storage' : 'on a card') + ': every pad and socket the clock uses, drawn from joltjs.brd (hardware/boards/joltLayout.ts)';
  // Room above the board for a lane for each leader that leaves it upwards.
  const lift = leadsOn(netlist, false).filter((lead) => leavesUp(lead, { bottom: false, panelX: 0, lift: 0 })).length * LANE + 10;
  const top = panel(netlist, { bottom: false, panelX: 0, lift });
  const under = panel(netlist, { bottom: true, panelX: top.right + MARGIN, lift });
  const [width, height] = [Math.ceil(Math.max(under.right, MARGIN + textWidth(title, 15, true)) + MARGIN), Math.ceil(Math.max(top.bottom, under.bottom) + MARGIN)];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" font-family="sans-serif">` +
    `<rect width="100%" height="100%" fill="#fff"/>` +
    `<text x="${MARGIN}" y="24" font-size="15" font-weight="bold">${escapeXml(title)}</text>` + top.svg + under.svg + '</svg>\n';
}
