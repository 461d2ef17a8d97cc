/**
 * Reads the lazy route table (src/app/routes.tsx) as source: each row's `path` and
 * the module its `load` imports. Parsed with the TypeScript compiler rather than run,
 * so the budget check needs no DOM, no React and no CSS loader, and a new row is
 * budgeted the moment it is written.
 */
import path from 'node:path';
import ts from 'typescript';

export interface RouteRow {
  /** The route's path as written, e.g. `/banks` or `*`. */
  path: string;
  /** The imported module, relative to the project root, without extension. */
  module: string;
}

function stringProperty(node: ts.ObjectLiteralExpression, name: string): string | undefined {
  for (const property of node.properties) {
    if (!ts.isPropertyAssignment(property) || property.name.getText() !== name) continue;
    const value = property.initializer;
    if (ts.isStringLiteralLike(value)) return value.text;
  }
  return undefined;
}

/** The specifier of the first `import('…')` inside the `load` property. */
function loadSpecifier(node: ts.ObjectLiteralExpression): string | undefined {
  const load = node.properties.find(
    (property) => ts.isPropertyAssignment(property) && property.name.getText() === 'load',
  );
  let specifier: string | undefined;
  const visit = (child: ts.Node): void => {
    if (specifier !== undefined) return;
    if (
      ts.isCallExpression(child) &&
      child.expression.kind === ts.SyntaxKind.ImportKeyword &&
      child.arguments[0] !== undefined &&
      ts.isStringLiteralLike(child.arguments[0])
    ) {
      specifier = child.arguments[0].text;
      return;
    }
    ts.forEachChild(child, visit);
  };
  if (load) visit(load);
  return specifier;
}

/**
 * Every object literal of the `appRoutes` array. A row without a literal path or a
 * literal `import()` is an error: the budget would silently skip that screen.
 */
export function parseRouteTable(source: string, fileName: string, rootDir: string): RouteRow[] {
  const file = ts.createSourceFile(
    fileName,
    source,
    ts.ScriptTarget.ES2022,
    true,
    ts.ScriptKind.TSX,
  );
  let table: ts.ArrayLiteralExpression | undefined;
  const find = (node: ts.Node): void => {
    if (
      ts.isVariableDeclaration(node) &&
      node.name.getText() === 'appRoutes' &&
      node.initializer !== undefined
    ) {
      let init: ts.Expression = node.initializer;
      while (ts.isAsExpression(init) || ts.isSatisfiesExpression(init)) init = init.expression;
      if (ts.isArrayLiteralExpression(init)) table = init;
    }
    ts.forEachChild(node, find);
  };
  find(file);
  if (!table) throw new Error(`${fileName}: no \`appRoutes\` array literal`);
  const fileDir = path.dirname(fileName);
  return table.elements.map((element) => {
    const line = file.getLineAndCharacterOfPosition(element.getStart()).line + 1;
    if (!ts.isObjectLiteralExpression(element)) {
      throw new Error(`${fileName}:${line}: a route row must be an object literal`);
    }
    const routePath = stringProperty(element, 'path');
    const specifier = loadSpecifier(element);
    if (routePath === undefined || specifier === undefined) {
      throw new Error(
        `${fileName}:${line}: a route row needs a literal path and load: () => import('…')`,
      );
    }
    const absolute = path.resolve(fileDir, specifier);
    return { path: routePath, module: path.relative(rootDir, absolute).split(path.sep).join('/') };
  });
}
