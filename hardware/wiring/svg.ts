// The wiring diagram, drawn from the netlist: every part, every pin, every net's wire. A pin on no net is
// crossed out with its reason; what is on the board and unverified is dashed and says so.
import { escapeXml } from '../../sim/host/markup';
import { wrapToWidth } from './legible';
import { CANVAS_WIDTH, INSIDE_LINE, layOut, NAME_PITCH, type Box, type Layout, type NetRoute, type PinSpot, type TagSpot } from './layout';
import type { NetKind, Netlist } from './netlist';

const COLOURS: Record<NetKind, string> = { signal: '#1f6fd1', power: '#c0392b', ground: '#222222' };
const UNVERIFIED = '#d35400';

function label(x: number, y: number, text: string, attributes = ''): string {
  return `<text x="${x}" y="${y}"${attributes ? ' ' + attributes : ''}>${escapeXml(text)}</text>`;
}

function rect(box: Box, attributes: string): string {
  return `<rect x="${box.x}" y="${box.y}" width="${box.width}" height="${box.height}" ${attributes}/>`;
}

function drawPin(spot: PinSpot): string {
  const labelX = spot.x - spot.towards * 6;
  const anchor = spot.towards === 1 ? 'end' : 'start';
  const out = [`<g data-pin="${escapeXml(spot.ref)}">`, `<circle cx="${spot.x}" cy="${spot.y}" r="2.5" fill="#333"/>`, label(labelX, spot.y + 4, spot.label, `text-anchor="${anchor}" font-size="11"`)];
  if (spot.notConnected) {
    const x = spot.x + spot.towards * 10;
    out.push(`<path d="M${spot.x} ${spot.y} H${x} M${x - 4} ${spot.y - 4} l8 8 M${x + 4} ${spot.y - 4} l-8 8" stroke="#888" stroke-width="1.5" fill="none"/>`);
  }
  return out.concat('</g>').join('');
}

function drawRoute(route: NetRoute, kind: NetKind): string {
  const colour = COLOURS[kind];
  const ys = route.spots.map((s) => s.y);
  const paths = route.spots.map((s) => `M${s.x} ${s.y} H${route.laneX}`);
  paths.push(`M${route.laneX} ${Math.min(...ys)} V${Math.max(...ys)}`);
  const dots = route.spots.length > 2 ? route.spots.map((s) => `<circle cx="${route.laneX}" cy="${s.y}" r="3" fill="${colour}"/>`).join('') : '';
  const width = kind === 'signal' ? 1.6 : 2.4;
  return `<g data-net="${escapeXml(route.net.name)}" data-pins="${escapeXml(route.net.pins.join('|'))}"><title>${escapeXml(route.net.name + ': ' + route.net.wire)}</title>` +
    `<path d="${paths.join(' ')}" stroke="${colour}" stroke-width="${width}" fill="none"/>${dots}</g>`;
}

/** The board's own parts as tags down its middle, tied to the pins they touch; dashed when unverified. */
function drawTag(tag: TagSpot, board: Box, index: number): string {
  const { item, box, pins } = tag;
  const stroke = item.unverified ? `stroke="${UNVERIFIED}" stroke-dasharray="4 3"` : 'stroke="#777"';
  const ties = pins.map((s) => {
    const from = s.side === 'left' ? box.x : box.x + box.width;
    const to = s.side === 'left' ? board.x + 92 : board.x + board.width - 70;
    // Each tag's ties turn at their own x, so two tags' ties never share a line.
    const turn = s.side === 'left' ? from - 8 - 6 * (index % 4) : from + 8 + 6 * (index % 4);
    return `M${from} ${box.y + 11} H${turn} V${s.y} H${to}`;
  });
  return `<g${item.unverified ? ` data-unverified="${escapeXml(item.what)}"` : ''}>` + rect(box, `rx="4" fill="#fff" ${stroke} stroke-width="1.3"`) +
    label(box.x + box.width / 2, box.y + 15, item.tag, `text-anchor="middle" font-size="11"${item.unverified ? ` fill="${UNVERIFIED}"` : ''}`) +
    (ties.length ? `<path d="${ties.join(' ')}" fill="none" ${stroke} stroke-width="1"/>` : '') + '</g>';
}

function drawInside(netlist: Netlist, layout: Layout): string[] {
  const panel = layout.insidePanel;
  const out = [rect(panel, 'rx="6" fill="#fafafa" stroke="#999"'), label(panel.x + 12, panel.y + 22, 'On the ' + netlist.board.name + ' itself (no wires to make)', 'font-weight="bold"')];
  for (const { item, lines, y } of layout.inside) {
    const mark = { x: panel.x + 14, y: y - 11, width: 22, height: 14 };
    const colour = item.unverified ? ` fill="${UNVERIFIED}"` : '';
    out.push(rect(mark, item.unverified ? `fill="none" stroke="${UNVERIFIED}" stroke-width="1.5" stroke-dasharray="4 3"` : 'fill="#e8e8e8" stroke="#555"') +
      lines.map((line, i) => label(panel.x + 46, y + i * INSIDE_LINE, line, `font-size="12"${colour}`)).join(''));
  }
  return out;
}

function drawLegend(y: number): string {
  const items: [string, string][] = [[COLOURS.signal, 'signal'], [COLOURS.power, 'supply'], [COLOURS.ground, 'ground / return']];
  const keys = items.map(([colour, name], i) => `<path d="M${40 + i * 170} ${y} h30" stroke="${colour}" stroke-width="2.4"/>` + label(76 + i * 170, y + 4, name, 'font-size="12"'));
  return keys.join('') + `<rect x="550" y="${y - 7}" width="22" height="14" fill="none" stroke="${UNVERIFIED}" stroke-dasharray="4 3"/>` +
    label(580, y + 4, 'unverified without a board', 'font-size="12"') + label(780, y + 4, '× not connected · dot: joined · crossing without a dot: not joined', 'font-size="12"');
}

const SUBTITLE = 'Drawn from hardware/netlist.json by npm run wiring; the wiring table in hardware/README.md comes from the same file.';

/** The title and the line under it, wrapped to the canvas, and how far down they reach. */
function header(netlist: Netlist): { lines: string[]; bottom: number } {
  const title = wrapToWidth(netlist.title, CANVAS_WIDTH - 60, 17, true).map((line, i) => label(30, 34 + i * 22, line, 'font-size="17" font-weight="bold"'));
  const top = 34 + title.length * 22;
  const sub = wrapToWidth(SUBTITLE, CANVAS_WIDTH - 60, 12).map((line, i) => label(30, top + i * 16, line, 'font-size="12"'));
  return { lines: title.concat(sub), bottom: top + (sub.length - 1) * 16 + 4 };
}

/** The diagram as an SVG document. */
export function wiringSvg(netlist: Netlist): string {
  const head = header(netlist);
  const layout = layOut(netlist, head.bottom);
  const kindOf = new Map(netlist.nets.map((n) => [n.name, n.kind]));
  const out: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${layout.width}" height="${layout.height}" viewBox="0 0 ${layout.width} ${layout.height}" font-family="Helvetica, Arial, sans-serif" font-size="13">`,
    `<title>${escapeXml(netlist.title)}</title>`,
    `<rect width="${layout.width}" height="${layout.height}" fill="#ffffff"/>`,
    ...head.lines,
  ];
  out.push(rect(layout.board, 'rx="8" fill="#f3f3f3" stroke="#333" stroke-width="2"'));
  out.push(label(layout.board.x + layout.board.width / 2, layout.board.y + 26, netlist.board.name, 'text-anchor="middle" font-weight="bold"'));
  for (const { part, box, name, notes } of layout.parts) {
    out.push(`<g data-part="${escapeXml(part.id)}">` + rect(box, 'rx="6" fill="#fff" stroke="#333" stroke-width="1.5"'));
    name.forEach((line, i) => out.push(label(box.x + box.width / 2, box.y + 16 + i * NAME_PITCH, line, 'text-anchor="middle" font-weight="bold" font-size="12"')));
    notes.forEach((line, i) => out.push(label(box.x + 10, box.y + box.height - 6 - (notes.length - 1 - i) * 13, line, 'font-size="10" fill="#888"')));
    out.push('</g>');
  }
  layout.tags.forEach((tag, i) => out.push(drawTag(tag, layout.board, i)));
  for (const route of layout.routes) out.push(drawRoute(route, kindOf.get(route.net.name)!));
  for (const spot of layout.spots.values()) out.push(drawPin(spot));
  out.push(...drawInside(netlist, layout));
  out.push(drawLegend(layout.height - 28));
  out.push('</svg>');
  return out.join('\n') + '\n';
}
