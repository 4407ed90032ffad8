/**
 * A recma plugin that makes compiled MDX smaller without changing what it renders.
 *
 * Every page's text reaches the browser twice: as server-rendered HTML, and as the page's
 * compiled MDX, which React needs to hydrate it. In the compiled MDX each element is a call
 * such as `_jsx(_components.td, {children: "…"})`, which the bundler turns into
 * `(0,s.jsx)(n.td,{children:"…"})`: 25 bytes around the text of every paragraph, cell, list
 * item and inline code. On a long guide (700 elements) that is a third of its chunk.
 *
 * This plugin rewrites, after MDX has built the calls:
 * - each element type `_components.td` into a local read once per render (`hoistComponents`);
 * - `_jsx(type, {children: x})` and `_jsxs(type, {children: x})`, whose only prop is
 *   `children` (most elements of prose), into `_compactChildren(type, x)` and
 *   `_compactChildrenS(type, x)`, two helpers declared once per file that make exactly those
 *   calls;
 * - every other call of `_jsx` and `_jsxs` into calls of local aliases (a call of an imported
 *   binding stays `(0,s.jsx)`).
 * The minifier then names each of these locals with one letter.
 *
 * Same calls, same arguments, same order: the server's HTML and React's hydration are
 * byte-for-byte what they were (tests/unit/compact-mdx.spec.ts renders every page both ways
 * and compares). Calls with a key (a third argument) or other props keep their props object.
 */
import type {
  ArrowFunctionExpression,
  AssignmentProperty,
  CallExpression,
  Expression,
  Identifier,
  Node,
  Program,
  Statement,
  VariableDeclaration,
} from 'estree';

const JSX_RUNTIME = /^react\/jsx(?:-dev)?-runtime$/;

const id = (name: string): Identifier => ({ type: 'Identifier', name });

/** `key: value` in an object literal or pattern. */
const property = (key: string, value: Identifier): AssignmentProperty => ({
  type: 'Property',
  key: id(key),
  value,
  kind: 'init',
  method: false,
  shorthand: false,
  computed: false,
});

/** `(t, c) => call(t, {children: c})` */
function childrenHelper(call: string): ArrowFunctionExpression {
  return {
    type: 'ArrowFunctionExpression',
    params: [id('t'), id('c')],
    expression: true,
    async: false,
    generator: false,
    body: {
      type: 'CallExpression',
      optional: false,
      callee: id(call),
      arguments: [id('t'), { type: 'ObjectExpression', properties: [property('children', id('c'))] }],
    },
  };
}

function constDeclaration(entries: [string, Expression][]): VariableDeclaration {
  return {
    type: 'VariableDeclaration',
    kind: 'const',
    declarations: entries.map(([name, init]) => ({ type: 'VariableDeclarator', id: id(name), init })),
  };
}

/** The one `children` value of a props object that has nothing else, or undefined. */
function onlyChildren(props: Node | undefined): Expression | undefined {
  if (props?.type !== 'ObjectExpression' || props.properties.length !== 1) return undefined;
  const [prop] = props.properties;
  if (prop?.type !== 'Property' || prop.computed || prop.kind !== 'init') return undefined;
  const named =
    (prop.key.type === 'Identifier' && prop.key.name === 'children') ||
    (prop.key.type === 'Literal' && prop.key.value === 'children');
  return named ? (prop.value as Expression) : undefined;
}

function walk(node: unknown, visit: (node: Node) => void): void {
  if (Array.isArray(node)) {
    for (const child of node) walk(child, visit);
    return;
  }
  if (!node || typeof node !== 'object' || typeof (node as Node).type !== 'string') return;
  visit(node as Node);
  for (const [key, value] of Object.entries(node)) {
    if (key !== 'type' && key !== 'loc' && key !== 'range' && value && typeof value === 'object')
      walk(value, visit);
  }
}

/** The calls of `_jsx` and `_jsxs`, through the helpers and aliases. */
function compactJsx(program: Program): void {
  // The local names MDX gave `jsx` and `jsxs`: imported from the JSX runtime (the `program`
  // output Docusaurus uses), or destructured from `arguments[0]` (the `function-body` output
  // that `@mdx-js/mdx`'s `run` takes, which the unit test uses).
  const locals = new Map<string, 'jsx' | 'jsxs'>();
  let insertAt = 0;
  const add = (imported: string, local: string): void => {
    if (imported === 'jsx' || imported === 'jsxs') locals.set(local, imported);
  };
  program.body.forEach((statement, index) => {
    if (statement.type === 'ImportDeclaration' && JSX_RUNTIME.test(String(statement.source.value))) {
      for (const specifier of statement.specifiers) {
        if (specifier.type !== 'ImportSpecifier') continue;
        const { imported } = specifier;
        add(imported.type === 'Identifier' ? imported.name : String(imported.value), specifier.local.name);
      }
    }
    if (statement.type === 'VariableDeclaration') {
      for (const declarator of statement.declarations) {
        const init = declarator.init;
        const fromArguments =
          init?.type === 'MemberExpression' &&
          init.object.type === 'Identifier' &&
          init.object.name === 'arguments';
        if (!fromArguments || declarator.id.type !== 'ObjectPattern') continue;
        for (const property of declarator.id.properties) {
          if (property.type !== 'Property' || property.key.type !== 'Identifier') continue;
          if (property.value.type === 'Identifier') add(property.key.name, property.value.name);
        }
        // A `const` binding: the aliases must come after it.
        insertAt = index + 1;
      }
    }
  });
  if (locals.size === 0) return;

  const names = { jsx: '_compactJsx', jsxs: '_compactJsxs', c: '_compactChildren', cs: '_compactChildrenS' };
  const used = new Set<keyof typeof names>();
  walk(program.body, (node) => {
    if (node.type !== 'CallExpression') return;
    const call = node as CallExpression;
    if (call.callee.type !== 'Identifier') return;
    const runtime = locals.get(call.callee.name);
    if (!runtime) return;
    const children = call.arguments.length === 2 ? onlyChildren(call.arguments[1]) : undefined;
    if (children) {
      const helper = runtime === 'jsx' ? 'c' : 'cs';
      used.add(helper);
      used.add(runtime);
      call.callee = id(names[helper]);
      call.arguments = [call.arguments[0] as Expression, children];
    } else {
      used.add(runtime);
      call.callee = id(names[runtime]);
    }
  });
  if (used.size === 0) return;

  const localOf = (runtime: 'jsx' | 'jsxs'): string =>
    [...locals].find(([, imported]) => imported === runtime)?.[0] as string;
  const declarations: Statement[] = [];
  const aliases: [string, Expression][] = [];
  for (const runtime of ['jsx', 'jsxs'] as const) {
    if (used.has(runtime)) aliases.push([names[runtime], id(localOf(runtime))]);
  }
  declarations.push(constDeclaration(aliases));
  const helpers: [string, Expression][] = [];
  if (used.has('c')) helpers.push([names.c, childrenHelper(names.jsx)]);
  if (used.has('cs')) helpers.push([names.cs, childrenHelper(names.jsxs)]);
  if (helpers.length > 0) declarations.push(constDeclaration(helpers));

  // Before any statement that could call them while the module is evaluated (an
  // `export const x = <b />`): first in a module (imports are bound before its body runs),
  // right after the destructuring in a function body.
  program.body.splice(insertAt, 0, ...declarations);
}

/**
 * In `_createMdxContent`, reads each element type MDX looks up as `_components.p` once, into a
 * local (`const {p: _component_p} = _components`), so that the minifier names it with one
 * letter: `n.td` becomes `o` in every cell. `_components` is built once per render and never
 * changed, so reading it once is the same as reading it at every element.
 */
function hoistComponents(program: Program): void {
  // MDX declares it at the top level of the compiled file.
  const content = program.body.find(
    (statement) => statement.type === 'FunctionDeclaration' && statement.id?.name === '_createMdxContent',
  );
  if (content?.type !== 'FunctionDeclaration') return;
  const declaration = content.body.body.find(
    (statement): statement is VariableDeclaration =>
      statement.type === 'VariableDeclaration' &&
      statement.declarations.some((d) => d.id.type === 'Identifier' && d.id.name === '_components'),
  );
  if (!declaration) return;
  const hoisted = new Map<string, string>();
  walk(content.body.body, (node) => {
    if (node.type !== 'CallExpression') return;
    // Element types are the first argument of the JSX calls.
    const [type] = node.arguments;
    if (type?.type !== 'MemberExpression' || type.computed) return;
    if (type.object.type !== 'Identifier' || type.object.name !== '_components') return;
    if (type.property.type !== 'Identifier') return;
    const name = type.property.name;
    if (!hoisted.has(name)) hoisted.set(name, `_component_${name}`);
    node.arguments[0] = id(hoisted.get(name) as string);
  });
  if (hoisted.size === 0) return;
  declaration.declarations.push({
    type: 'VariableDeclarator',
    id: { type: 'ObjectPattern', properties: [...hoisted].map(([name, local]) => property(name, id(local))) },
    init: id('_components'),
  });
}

export default function recmaCompactJsx() {
  return (tree: Program): void => {
    hoistComponents(tree);
    compactJsx(tree);
  };
}
