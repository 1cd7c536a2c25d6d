// The guide's wiring tables, written from the netlist: one row per board pin, then the wires between the
// other parts. hardware/README.md holds them between the markers below; `npm run wiring` rewrites them.
import { splitRef, type Build, type Net, type Netlist } from './netlist';

/** The marker before a build's tables in the guide. */
export function tableBegin(build: Build): string {
  return '<!-- wiring table, ' + build + ' build: written by npm run wiring from hardware/netlist.json -->';
}
export const TABLE_END = '<!-- end of wiring table -->';

function pinName(netlist: Netlist, ref: string): string {
  const [partId, pin] = splitRef(ref);
  if (partId === netlist.board.id) return netlist.board.label + ' ' + pin;
  const part = netlist.parts.find((p) => p.id === partId)!;
  return part.label + ' ' + pin;
}

function cell(text: string): string {
  return text.replace(/\|/g, '\\|');
}

function others(netlist: Netlist, net: Net, ref: string): string {
  return net.pins.filter((r) => r !== ref).map((r) => pinName(netlist, r)).join(', ');
}

/** The two tables as Markdown, markers included. */
export function wiringTables(netlist: Netlist): string {
  const board = netlist.board;
  const rows = ['| board pin | Espruino pin | connects to | wire | role |', '|---|---|---|---|---|'];
  for (const p of board.pins) {
    const ref = board.id + '/' + p.pin;
    const net = netlist.nets.find((n) => n.pins.includes(ref));
    const espruino = p.gpio ?? (p.adc ? p.adc + ' (ADC, through the divider)' : p.switchedBy ? 'FET gate ' + p.switchedBy : p.volts ? p.volts + ' rail' : p.supply ? 'none: ' + p.supply : 'ground');
    if (!net) rows.push('| ' + cell(p.pin) + ' | ' + espruino + ' | not connected | | ' + cell(board.notConnected[p.pin]) + ' |');
    else rows.push('| ' + [p.pin, espruino, others(netlist, net, ref), net.wire, net.role].map(cell).join(' | ') + ' |');
  }
  const between = ['| wire | joins | what | role |', '|---|---|---|---|'];
  for (const net of netlist.nets.filter((n) => !n.pins.some((r) => splitRef(r)[0] === board.id))) {
    between.push('| ' + [net.name, net.pins.map((r) => pinName(netlist, r)).join(', '), net.wire, net.role].map(cell).join(' | ') + ' |');
  }
  return [tableBegin(netlist.build), '', ...rows, '', 'Between the other parts:', '', ...between, '', TABLE_END].join('\n');
}

/** The guide with one build's wiring tables replaced; throws when its markers are missing. */
export function withWiringTables(guide: string, netlist: Netlist): string {
  const marker = tableBegin(netlist.build);
  const begin = guide.indexOf(marker);
  const end = guide.indexOf(TABLE_END, begin);
  if (begin < 0 || end < begin) throw new Error('hardware/README.md: the ' + netlist.build + ' build\'s wiring table markers are missing (' + marker + ' … ' + TABLE_END + ')');
  return guide.slice(0, begin) + wiringTables(netlist) + guide.slice(end + TABLE_END.length);
}
