// The code's rooms, checked as a reviewer would: no code outside firmware/core/systems/ decides by a time
// system's name, no import cycle anywhere (a type-only import counts: it ties two files as tightly), and
// code outside the core reaches it only through core/index.ts.
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import ts from 'typescript';
import { systemNames } from '../firmware/core/index';

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
const parsed = new Map(FILES.map((file) => [file, ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.ES2020, true)]));

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
});
