// Both sides of the Jolt.js, drawn from its layout (hardware/boards/joltLayout.ts), with every pad and socket
// the clock uses named and the wire that goes there: its colour (Qwiic's own on the sockets), its gauge, and
// where its other end goes, from the netlist.
import { escapeXml } from '../../sim/hall/pairings';
import { JOLT_BOARD, pad, type Pad } from '../boards/joltLayout';
import { netWith, type Netlist } from './netlist';

const SCALE = 9;
const MARGIN = 40;
const BOARD_W = JOLT_BOARD.width * SCALE;
const BOARD_H = JOLT_BOARD.depth * SCALE;
const TOP_PANEL = BOARD_W + 2 * MARGIN + 620;
const BOTTOM_PANEL = BOARD_W + 2 * MARGIN + 360;
export const QWIIC_COLOURS: Record<string, string> = { GND: 'black', VCC: 'red', SDA: 'blue', SCL: 'yellow' };
const INK: Record<string, string> = { black: '#222', red: '#c0392b', blue: '#1f6fd1', yellow: '#d4a017', grey: '#777' };

/** A board point on a panel: the top seen from above, the bottom seen from below (mirrored left to right). */
function at(x: number, y: number, bottom: boolean, panelX: number): [number, number] {
  const px = bottom ? JOLT_BOARD.width - x : x;
  return [panelX + MARGIN + px * SCALE, MARGIN + 60 + (JOLT_BOARD.depth - y) * SCALE];
}

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

function panel(netlist: Netlist, bottom: boolean, panelX: number): string {
  const [x0, y0] = at(bottom ? JOLT_BOARD.width : 0, JOLT_BOARD.depth, bottom, panelX);
  const out = [`<g data-side="${bottom ? 'bottom' : 'top'}">`,
    `<text x="${panelX + MARGIN}" y="${MARGIN + 30}" font-weight="bold">${bottom ? 'Underneath (seen from below)' : 'Top (seen from above)'}</text>`,
    `<rect x="${x0}" y="${y0}" width="${BOARD_W}" height="${BOARD_H}" rx="${JOLT_BOARD.cornerRadius * SCALE}" fill="#2e7d4f" stroke="#1b4d30"/>`];
  const [hx, hy] = at(JOLT_BOARD.hole.x, JOLT_BOARD.hole.y, bottom, panelX);
  out.push(`<circle cx="${hx}" cy="${hy}" r="${(JOLT_BOARD.hole.drill / 2) * SCALE}" fill="#fff" stroke="#c9a227" stroke-width="3"/><text x="${hx}" y="${hy + 28}" text-anchor="middle" font-size="10" fill="#fff">M3</text>`);
  if (!bottom) {
    for (const c of JOLT_BOARD.connectors) {
      const [cx0, cy0] = at(c.extent[0], c.extent[3], false, panelX);
      const [cx1, cy1] = at(c.extent[2], c.extent[1], false, panelX);
      out.push(`<g data-connector="${escapeXml(c.element)}"><rect x="${cx0}" y="${cy0}" width="${cx1 - cx0}" height="${cy1 - cy0}" fill="#ddd" stroke="#555"/>` +
        `<text x="${(cx0 + cx1) / 2}" y="${(cy0 + cy1) / 2 + 4}" text-anchor="middle" font-size="10">${escapeXml(c.element === 'U$5' ? 'GND V+ H0 … H7' : c.element)}</text></g>`);
    }
  } else {
    for (const p of JOLT_BOARD.pads.filter((pad) => pad.side === 'bottom')) {
      const [px, py] = at(p.x, p.y, true, panelX);
      out.push(`<g data-pad="${escapeXml(p.name)}"><circle cx="${px}" cy="${py}" r="${(p.diameterMm / 2) * SCALE}" fill="#c9a227"/>` +
        `<text x="${px}" y="${py - 8}" text-anchor="middle" font-size="9" fill="#fff" transform="rotate(-60 ${px} ${py - 8})">${escapeXml(p.name)}</text></g>`);
    }
  }
  const leads = leadsOn(netlist, bottom);
  leads.forEach((lead, i) => {
    const [px, py] = at(lead.x, lead.y, bottom, panelX);
    const labelY = MARGIN + 80 + i * (bottom ? 60 : 19);
    const labelX = panelX + MARGIN + BOARD_W + 30;
    const stroke = INK[lead.colour];
    out.push(`<g data-lead="${escapeXml(lead.pin)}" data-colour="${lead.colour}" data-gauge="${escapeXml(lead.gauge)}">` +
      `<path d="M${px} ${py} L${labelX - 6} ${labelY - 4}" stroke="${stroke}" stroke-width="${bottom ? 1.2 : 2}" fill="none"/><circle cx="${px}" cy="${py}" r="2.5" fill="${stroke}"/>` +
      `<text x="${labelX}" y="${labelY}" font-size="10">${escapeXml(lead.pin + ' (' + lead.colour + '): ' + farEnds(netlist, lead.pin))}</text>` +
      (bottom ? `<text x="${labelX}" y="${labelY + 13}" font-size="9" fill="#555">${escapeXml(lead.gauge)}</text>` : '') + '</g>');
  });
  return out.concat('</g>').join('');
}

export function boardViewSvg(netlist: Netlist): string {
  const height = BOARD_H + 2 * MARGIN + 280;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${TOP_PANEL + BOTTOM_PANEL}" height="${height}" font-family="sans-serif">` +
    `<rect width="100%" height="100%" fill="#fff"/>` +
    `<text x="${MARGIN}" y="24" font-size="15" font-weight="bold">${escapeXml('Espruino Jolt.js, the voice ' + (netlist.build === 'storage' ? 'in Storage' : 'on a card') + ': every pad and socket the clock uses, drawn from joltjs.brd (hardware/boards/joltLayout.ts)')}</text>` +
    panel(netlist, false, 0) + panel(netlist, true, TOP_PANEL) + '</svg>\n';
}
