// The code's rooms, checked as a reviewer would: no code outside firmware/core/systems/ decides by a time
// system's name, no system's own vocabulary (its fields, its calls) is spoken outside its module, no import
// cycle anywhere (a type-only import counts: it ties two files as tightly), code outside the core
// reaches it only through core/index.ts, and the rooms stand in order, no import reaching one above its own.
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
// TypeScript's parser through its JavaScript API, which TypeScript 6 keeps (TypeScript 7, the type checker, has none yet).
import ts from '@typescript/typescript6';
import { adjustFields, initialSideClock, systemNamed, systemNames, type TimeSystem } from '../../firmware/core/index';

const ROOTS = ['firmware', 'sim'];
const SYSTEMS_DIR = 'firmware/core/systems/';

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...sourceFiles(path));
    else if (name.endsWith('.ts') && !name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

const FILES = ROOTS.flatMap(sourceFiles).sort();
/** Every room's files: hardware/'s too, which the rooms' order holds. */
const ROOM_FILES = FILES.concat(sourceFiles('hardware')).sort();
const parsed = new Map(ROOM_FILES.map((file) => [file, ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.ES2020, true)]));

/** Every relative module a file imports or re-exports, type-only ones included, resolved to a path. */
function importsOf(file: string): string[] {
  const out: string[] = [];
  parsed.get(file)!.forEachChild((node) => {
    const spec = (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier ? node.moduleSpecifier : null;
    if (spec === null || !ts.isStringLiteral(spec) || !spec.text.startsWith('.')) return;
    const base = normalize(join(dirname(file), spec.text)).replace(/\.ts$/, '');
    for (const candidate of [base + '.ts', join(base, 'index.ts')]) {
      if (parsed.has(candidate)) {
        out.push(candidate);
        return;
      }
    }
  });
  return out;
}

/** The cycles of the import graph, each as the files around it (Tarjan's strongly connected components). */
function importCycles(): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  let counter = 0;
  const visit = (file: string) => {
    index.set(file, counter);
    low.set(file, counter++);
    stack.push(file);
    for (const next of importsOf(file)) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (stack.includes(next)) low.set(file, Math.min(low.get(file)!, index.get(next)!));
    }
    if (low.get(file) === index.get(file)) {
      const component: string[] = [];
      let top: string;
      do {
        top = stack.pop()!;
        component.push(top);
      } while (top !== file);
      if (component.length > 1 || importsOf(file).includes(file)) cycles.push(component.sort());
    }
  };
  for (const file of FILES) if (!index.has(file)) visit(file);
  return cycles;
}

/** Where a file compares or switches on a time system's name (`tc.system === 'byoyomi'`, `case 'fischer':` on a mode). */
function systemNameDecisions(file: string, names: string[]): string[] {
  const source = parsed.get(file)!;
  const found: string[] = [];
  const namesSystem = (node: ts.Node) => /(^|\.)(system|mode)$/i.test(node.getText(source).replace(/\s/g, ''));
  const isName = (node: ts.Node) => ts.isStringLiteralLike(node) && names.includes(node.text);
  const where = (node: ts.Node) => file + ':' + (source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1) + ' ' + node.getText(source).slice(0, 80);
  const visit = (node: ts.Node) => {
    if (ts.isBinaryExpression(node) && [ts.SyntaxKind.EqualsEqualsEqualsToken, ts.SyntaxKind.ExclamationEqualsEqualsToken, ts.SyntaxKind.EqualsEqualsToken, ts.SyntaxKind.ExclamationEqualsToken].includes(node.operatorToken.kind)) {
      if ((isName(node.left) && namesSystem(node.right)) || (isName(node.right) && namesSystem(node.left))) found.push(where(node));
    }
    if (ts.isSwitchStatement(node) && namesSystem(node.expression)) {
      for (const clause of node.caseBlock.clauses) if (ts.isCaseClause(clause) && isName(clause.expression)) found.push(where(clause));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * The time controls' JSON as every shell and the console take it (each system's data shape): the one place
 * outside the systems that names their fields.
 */
const JSON_CONTRACT = 'firmware/core/controls.ts';

/**
 * Each system's own vocabulary: the fields only its module declares (less a side clock's and a correction's
 * fields, which mean one thing whatever the system), and the kinds of the calls only it makes (its clip
 * blocks' stems: "extension" for "extension:2" and its phrase "extension-2").
 */
function ownVocabulary(): { fields: string[]; calls: string[] } {
  const shared = Object.keys(initialSideClock({ system: 'absolute', mainMs: 1000 } as never)).concat(adjustFields());
  const fieldOwners = new Map<string, number>();
  const callOwners = new Map<string, number>();
  for (const name of systemNames()) {
    const desk = (systemNamed(name) as TimeSystem).desk();
    for (const row of desk.fields()) fieldOwners.set(row[0], (fieldOwners.get(row[0]) ?? 0) + 1);
    for (const block of desk.clipBlocks.split(' ').filter((b) => b !== '')) {
      const stem = block.split(':')[0];
      callOwners.set(stem, (callOwners.get(stem) ?? 0) + 1);
    }
  }
  const own = (owners: Map<string, number>) => [...owners.entries()].filter(([name, count]) => count === 1 && shared.indexOf(name) < 0).map(([name]) => name);
  return { fields: own(fieldOwners), calls: own(callOwners) };
}

/** Where a file speaks one of `fields` (a name or string) or `calls` (a call "kind:…" or a phrase "kind-…"). */
function vocabularyUses(file: string, fields: string[], calls: string[]): string[] {
  const source = parsed.get(file)!;
  const found: string[] = [];
  const where = (node: ts.Node, what: string) => file + ':' + (source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1) + ' ' + what;
  const visit = (node: ts.Node) => {
    if ((ts.isIdentifier(node) || ts.isStringLiteralLike(node)) && fields.includes(node.text)) found.push(where(node, node.text));
    if (ts.isStringLiteralLike(node) && calls.some((kind) => node.text.startsWith(kind + ':') || node.text.startsWith(kind + '-'))) found.push(where(node, node.text));
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * The rooms from the bottom up: the firmware; the host helpers every shell and hardware/ stand on; the fake Espruino,
 * the voice tools, hardware/ and the simulator's own modules; the shells (the terminal, the web clock, the hall, the
 * device's contact sheets) and the catalogue that gathers every room's words; the commands. An import reaches its own
 * room's level or one below it, never one above.
 */
const ROOM_LEVELS: { room: RegExp; level: number; name: string }[] = [
  { room: /^firmware\//, level: 0, name: 'the firmware' },
  { room: /^sim\/host\//, level: 1, name: 'the host helpers' },
  { room: /^(sim\/espruino|sim\/voice|hardware)\//, level: 2, name: 'the fake and the tools' },
  { room: /^sim\/(terminal|web|hall|screens)\/|^sim\/words\.ts$/, level: 3, name: 'the shells' },
  { room: /^sim\/(cli|[a-zA-Z]+Cli)\.ts$/, level: 4, name: 'the commands' },
  { room: /^sim\/[a-zA-Z]+\.ts$/, level: 2, name: 'the fake and the tools' },
];
/** The shells' rooms, which take nothing from hardware/ and give it nothing: both stand on the host helpers. */
const SHELL_ROOMS = /^sim\/(terminal|web|hall)\//;

function roomOf(file: string): { level: number; name: string } {
  const found = ROOM_LEVELS.find((r) => r.room.test(file));
  if (found === undefined) throw new Error(file + ' is in no room of ROOM_LEVELS');
  return found;
}

/** What is wrong with an import from `file` of `target`: an arrow upward, or between a shell and hardware/; '' when nothing. */
function wrongArrow(file: string, target: string): string {
  const from = roomOf(file);
  const to = roomOf(target);
  if (to.level > from.level) return file + ' -> ' + target + ': ' + from.name + ' import from ' + to.name + ', above them';
  const hardware = (path: string) => path.startsWith('hardware/');
  if ((SHELL_ROOMS.test(file) && hardware(target)) || (hardware(file) && SHELL_ROOMS.test(target))) return file + ' -> ' + target + ': a shell and hardware/ meet only in the host helpers';
  return '';
}

describe('the code’s rooms', () => {
  it('decides by a time system’s name only inside firmware/core/systems/', () => {
    const names = systemNames().concat(['sudden-death']);
    expect(names).toContain('byoyomi');
    const found = FILES.filter((file) => !file.startsWith(SYSTEMS_DIR)).flatMap((file) => systemNameDecisions(file, names));
    expect(found).toEqual([]);
  });

  it('finds a decision by a system’s name where there is one (the check can fail)', () => {
    const file = 'probe.ts';
    parsed.set(file, ts.createSourceFile(file, "if (tc.system === 'fischer') x(); switch (view.mode) { case 'byoyomi': break; }", ts.ScriptTarget.ES2020, true));
    try {
      expect(systemNameDecisions(file, ['fischer', 'byoyomi'])).toHaveLength(2);
    } finally {
      parsed.delete(file);
    }
  });

  it('speaks a system’s own fields and calls only in its module, in firmware/', () => {
    const vocabulary = ownVocabulary();
    // Ing's, Fischer's and multi-stage's at least: the check has something to look for.
    expect(vocabulary.fields).toEqual(expect.arrayContaining(['extensionMs', 'penaltyPoints', 'maxExtensions', 'incrementMs', 'maxMs']));
    expect(vocabulary.calls).toEqual(expect.arrayContaining(['extension', 'penalty', 'stage']));
    const outside = FILES.filter((file) => file.startsWith('firmware/') && !file.startsWith(SYSTEMS_DIR) && file !== JSON_CONTRACT);
    expect(outside.length).toBeGreaterThan(40);
    expect(outside.flatMap((file) => vocabularyUses(file, vocabulary.fields, vocabulary.calls))).toEqual([]);
    // The contract names them, so the exception is not stale.
    expect(vocabularyUses(JSON_CONTRACT, vocabulary.fields, [])).not.toEqual([]);
  });

  it('finds a system’s word outside its module where there is one (the check can fail)', () => {
    const file = 'probe.ts';
    parsed.set(file, ts.createSourceFile(file, "const d = { penaltyPoints: 2 }; say('extension:' + n); play('stage-2');", ts.ScriptTarget.ES2020, true));
    try {
      expect(vocabularyUses(file, ['penaltyPoints'], ['extension', 'stage'])).toHaveLength(3);
    } finally {
      parsed.delete(file);
    }
  });

  it('has no function in firmware/ with more than six parameters', () => {
    const many: string[] = [];
    for (const file of FILES.filter((f) => f.startsWith('firmware/'))) {
      const source = parsed.get(file)!;
      const visit = (node: ts.Node) => {
        if (ts.isFunctionLike(node) && node.parameters.length > 6) many.push(file + ':' + (source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1) + ' ' + node.parameters.length);
        ts.forEachChild(node, visit);
      };
      visit(source);
    }
    expect(many).toEqual([]);
  });

  it('has no import cycle in firmware/ or sim/, type-only imports included', () => {
    expect(importCycles()).toEqual([]);
  });

  it('reaches the core from outside it only through firmware/core/index.ts', () => {
    const around: string[] = [];
    for (const file of FILES) {
      if (file.startsWith('firmware/core/')) continue;
      for (const target of importsOf(file)) {
        if (target.startsWith('firmware/core/') && target !== 'firmware/core/index.ts') around.push(relative('.', file) + ' -> ' + target);
      }
    }
    expect(around).toEqual([]);
  });
  it('stands in order: the firmware, the host helpers, the fake and the tools, the shells, the commands', () => {
    const wrong = ROOM_FILES.flatMap((file) => importsOf(file).map((target) => wrongArrow(file, target))).filter((arrow) => arrow !== '');
    expect(wrong).toEqual([]);
  });

  it('finds an import upward, and one between a shell and hardware/ (the check can fail)', () => {
    expect(wrongArrow('sim/host/png.ts', 'sim/web/page/view.ts')).toMatch(/above them$/);
    expect(wrongArrow('firmware/main.ts', 'sim/host/png.ts')).toMatch(/above them$/);
    expect(wrongArrow('sim/voice/takes.ts', 'sim/words.ts')).toMatch(/above them$/);
    expect(wrongArrow('sim/web/page/install.ts', 'hardware/flashSteps.ts')).toMatch(/meet only in the host helpers$/);
    expect(wrongArrow('hardware/flash.ts', 'sim/hall/gateway.ts')).toMatch(/above them$/);
    expect(wrongArrow('sim/web/page/install.ts', 'sim/host/installSteps.ts')).toBe('');
  });
});
