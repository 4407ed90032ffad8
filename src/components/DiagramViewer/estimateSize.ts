/**
 * Estimates the size Mermaid will draw a diagram at, from its source alone, so the page can
 * hold that space before the library loads (src/components/DiagramViewer): a rough layered
 * layout with Mermaid's own spacing (dagre's ranks for flowcharts and state diagrams, a row per
 * message for sequence diagrams), calibrated against the site's 38 diagrams. It errs large on
 * purpose: a space too big is only given up off screen, one too small grows on screen. For the
 * site's diagrams the space held is 2 to 33 % taller than the drawing, at 1440 and 390 px.
 */

export interface DiagramSize {
  /** The drawn SVG's natural width (its viewBox), in CSS px. */
  width: number;
  /** Its natural height. */
  height: number;
  /** The smallest scale at which its smallest text is still 12 px (src/theme/Mermaid). */
  minScale: number;
}

/** The smallest size text may be drawn at, in CSS px. */
export const MIN_TEXT_PX = 12;
/**
 * The smallest on a desktop screen (997 px and wider, where the docs have their sidebars), read
 * from further away on a larger screen: a diagram that fits its column with its text at this
 * size or more fits, rather than scroll a few pixels sideways (./readable.ts).
 */
export const MIN_TEXT_PX_WIDE = 10;
/** The labels' font size the layout assumes: Mermaid's default, 16 px. */
export const DEFAULT_FONT_PX = 16;
/**
 * The smallest text the minimum scale assumes. The site's labels are 15 px
 * (docusaurus.config.ts); counting on smaller text than the layout's errs large again.
 */
const SMALLEST_TEXT_PX = 15;
/**
 * Glyph widths in em, by kind of character: fitted to the site's labels in Inter (the site's
 * font, which the labels inherit), within 4 % for nineteen labels in twenty.
 */
const GLYPH_EM: readonly [RegExp, number][] = [
  [/[ijlI.,:;!|'`]/, 0.25],
  [/[frt()[\]/"-]/, 0.36],
  [/\s/, 0.26],
  [/[mwMW]/, 0.87],
  [/\d/, 0.6],
  [/[A-Z]/, 0.67],
];
const OTHER_GLYPH_EM = 0.58;

function lineWidth(line: string, font: number): number {
  let em = 0;
  for (const char of line) em += GLYPH_EM.find(([kind]) => kind.test(char))?.[1] ?? OTHER_GLYPH_EM;
  return em * font;
}

/** The share added to every height: see above. */
const MARGIN = 1.08;

interface Box {
  w: number;
  h: number;
}

/** A label's text width in px, Markdown quotes, tags and entities left out. */
function textWidth(label: string, font: number): number {
  const text = label
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<[^>]+>|&\w+;|[`*_]/g, '')
    .split('\n');
  return Math.max(0, ...text.map((line) => lineWidth(line, font)));
}

/** A flowchart label's box: Mermaid wraps labels at 200 px (`flowchart.wrappingWidth`). */
function wrapped(label: string, font: number, wrapAt = 200): { w: number; lines: number } {
  const explicit = label.split(/<br\s*\/?>/i);
  let lines = 0;
  let w = 0;
  for (const part of explicit) {
    const width = textWidth(part, font);
    // Words do not break exactly at the limit, so a wrapped line is a little shorter.
    lines += width <= wrapAt ? 1 : Math.ceil(width / (wrapAt * 0.9));
    w = Math.max(w, Math.min(width, wrapAt));
  }
  return { w, lines };
}

/** The first line that says what the diagram is. */
function diagramType(lines: readonly string[]): string {
  return lines[0]?.split(/\s+/)[0] ?? '';
}

/**
 * The source's statements: comments, directives, front matter and accessibility lines left
 * out (they draw nothing), blank lines dropped, each trimmed.
 */
function statements(source: string): string[] {
  const text = source
    .replace(/^\s*---\n[\s\S]*?\n---\s*\n/, '')
    .replace(/%%\{[\s\S]*?\}%%/g, '')
    .replace(/^\s*accDescr\s*\{[\s\S]*?\}/gm, '');
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('%%') && !/^acc(Title|Descr)\s*:/.test(line));
}

// ---------------------------------------------------------------------------------------------
// Graphs: flowcharts and state diagrams, laid out in ranks as Mermaid's dagre layout does.
// ---------------------------------------------------------------------------------------------

interface Graph {
  nodes: Map<string, Box>;
  edges: { from: string; to: string; label?: Box }[];
  /** Top to bottom (TB/TD) or left to right (LR). */
  vertical: boolean;
  /** Extra height for subgraph frames and titles. */
  frames: number;
}

/** Mermaid's `nodeSpacing` and `rankSpacing`, and the padding around the drawing, in px. */
const NODE_SPACING = 50;
const RANK_SPACING = 50;
const PADDING = 8;
/** Beside an edge passing a rank: half the node spacing and half dagre's edge spacing (20). */
const DUMMY_SPACING = 35;
/** Fitted: the breadth each extra edge adds (below), and the length of a loop's label. */
const TANGLE = 20;
const LOOP = 30;

/** A flowchart node's box from its shape's brackets and label. */
function flowNode(open: string, label: string, font: number): Box {
  const { w, lines } = wrapped(label, font);
  const textH = lines * font * 1.5;
  if (open === '{') {
    // A rhombus: its square holds the text box turned by 45°.
    const side = w + textH + 24;
    return { w: side, h: side };
  }
  if (open === '((') {
    const d = Math.max(w, textH) + 32;
    return { w: d, h: d };
  }
  const cylinder = open === '[(';
  return { w: w + 64, h: textH + 30 + (cylinder ? 24 : 0) };
}

/** `id["label"]`, `id{label}`, `id`: the node's id, bracket and label. */
const FLOW_NODE =
  /^([\w.-]+)\s*(?:(\[\[|\[\(|\(\(|\(\[|\[\/|\[\\|\{\{|\[|\(|\{|>)\s*"?(.*?)"?\s*(?:\]\]|\)\]|\)\)|\]\)|\/\]|\\\]|\}\}|\]|\)|\}))?$/;
/** An edge between two node expressions, with an optional `|label|` or `-- label -->`. */
const FLOW_EDGE =
  /\s*(?:<?(?:-{2,}|={2,}|-\.+-?)(?:[>xo]|-)?|--\s+[^-]+?\s+-->|==\s+[^=]+?\s+==>|-\.\s+[^.]+?\s+\.->)\s*(?:\|\s*"?([^|]*?)"?\s*\|)?\s*/;

function parseFlowchart(lines: readonly string[], font: number): Graph {
  const header = lines[0] ?? '';
  const vertical = !/\b(LR|RL)\b/.test(header);
  const graph: Graph = { nodes: new Map(), edges: [], vertical, frames: 0 };
  const subgraphs = new Set<string>();
  let depth = 0;
  const node = (expression: string): string[] =>
    expression
      .split(/\s*&\s*/)
      .map((part) => {
        const match = FLOW_NODE.exec(part.trim().replace(/:::[\w-]+$/, ''));
        if (!match) return '';
        const [, id = '', open = '', label = ''] = match;
        if (subgraphs.has(id)) return id;
        const known = graph.nodes.get(id);
        if (!known || open) graph.nodes.set(id, flowNode(open, open ? label : id, font));
        return id;
      })
      .filter(Boolean);
  for (const line of lines.slice(1)) {
    const subgraph = /^subgraph\s+([\w.-]+)/.exec(line);
    if (subgraph) {
      subgraphs.add(subgraph[1] ?? '');
      depth += 1;
      // Each frame's title and padding: only the outermost ones add to the total.
      if (depth === 1) graph.frames += font * 1.5 + 2 * PADDING;
      continue;
    }
    if (line === 'end') {
      depth = Math.max(0, depth - 1);
      continue;
    }
    if (/^(style|classDef|class|linkStyle|click|direction)\b/.test(line)) continue;
    // A chain: A --> B -->|label| C.
    const parts = line.split(new RegExp(FLOW_EDGE.source, 'g'));
    // split() with capture groups interleaves labels: [node, label, node, label, node…].
    let previous = node(parts[0] ?? '');
    for (let i = 1; i + 1 < parts.length; i += 2) {
      const label = parts[i];
      const next = node(parts[i + 1] ?? '');
      for (const from of previous) {
        for (const to of next) {
          if (subgraphs.has(from) || subgraphs.has(to)) continue;
          graph.edges.push({
            from,
            to,
            label: label ? { w: textWidth(label, font), h: font * 1.5 } : undefined,
          });
        }
      }
      previous = next;
    }
  }
  return graph;
}

/** `[*] --> a`, `a --> b : label`, `state "long name" as a`. */
function parseState(lines: readonly string[], font: number): Graph {
  const graph: Graph = { nodes: new Map(), edges: [], vertical: true, frames: 0 };
  const names = new Map<string, string>();
  const stateNode = (label: string): Box => ({ w: textWidth(label, font) + 16, h: 40 });
  const pseudo = { w: 14, h: 14 };
  const add = (raw: string, side: 'from' | 'to'): string => {
    const id = raw.trim();
    if (id === '[*]') {
      // One start and one end pseudo-state per diagram.
      const key = side === 'from' ? '[*]start' : '[*]end';
      graph.nodes.set(key, pseudo);
      return key;
    }
    if (!graph.nodes.has(id)) graph.nodes.set(id, stateNode(names.get(id) ?? id));
    return id;
  };
  for (const line of lines.slice(1)) {
    const named = /^state\s+"([^"]+)"\s+as\s+([\w-]+)/.exec(line);
    if (named) {
      // Declared states come first in the layout's order, which decides the cycles' direction.
      names.set(named[2] ?? '', named[1] ?? '');
      add(named[2] ?? '', 'from');
      continue;
    }
    if (/^direction\s+(LR|RL)/.test(line)) graph.vertical = false;
    const edge = /^(\S+)\s*-->\s*([^:]+?)\s*(?::\s*(.+))?$/.exec(line);
    if (edge) {
      const from = add(edge[1] ?? '', 'from');
      const to = add(edge[2] ?? '', 'to');
      const label = edge[3];
      graph.edges.push({
        from,
        to,
        label: label ? { w: textWidth(label, font), h: font * 1.5 } : undefined,
      });
    } else if (/^[\w-]+$/.test(line)) {
      add(line, 'from');
    }
  }
  return graph;
}

/** The ranks of a graph: the longest path from a source, edges that close a cycle left out. */
function ranks(graph: Graph): { rank: Map<string, number>; back: Set<string> } {
  const out = new Map<string, string[]>();
  for (const { from, to } of graph.edges) {
    if (from !== to) out.set(from, [...(out.get(from) ?? []), to]);
  }
  // Depth-first, in declaration order, as dagre's acyclic step does: an edge back to a node
  // still on the path is a back edge.
  const back = new Set<string>();
  const state = new Map<string, 'open' | 'done'>();
  const visit = (id: string): void => {
    state.set(id, 'open');
    for (const to of out.get(id) ?? []) {
      if (state.get(to) === 'open') back.add(`${id}\u0000${to}`);
      else if (!state.has(to)) visit(to);
    }
    state.set(id, 'done');
  };
  for (const id of graph.nodes.keys()) if (!state.has(id)) visit(id);
  const rank = new Map<string, number>();
  // `path` guards against a cycle the depth-first pass missed; there should be none left.
  const path = new Set<string>();
  const rankOf = (id: string): number => {
    const known = rank.get(id);
    if (known !== undefined) return known;
    path.add(id);
    let value = 0;
    for (const { from, to } of graph.edges) {
      if (to !== id || from === to || back.has(`${from}\u0000${to}`) || path.has(from)) continue;
      value = Math.max(value, rankOf(from) + 1);
    }
    path.delete(id);
    rank.set(id, value);
    return value;
  };
  for (const id of graph.nodes.keys()) rankOf(id);
  return { rank, back };
}

function layOutGraph(graph: Graph): Box {
  const { rank, back } = ranks(graph);
  const count = Math.max(0, ...rank.values()) + 1;
  // Along the flow (`main`) and across it (`cross`), per rank and per gap between ranks.
  const main = (box: Box) => (graph.vertical ? box.h : box.w);
  const cross = (box: Box) => (graph.vertical ? box.w : box.h);
  const rankMain = new Array<number>(count).fill(0);
  const rankCross = new Array<number>(count).fill(0);
  const gapMain = new Array<number>(count).fill(0);
  const gapCross = new Array<number>(count).fill(0);
  for (const [id, box] of graph.nodes) {
    const r = rank.get(id) ?? 0;
    rankMain[r] = Math.max(rankMain[r] ?? 0, main(box));
    rankCross[r] = (rankCross[r] ?? 0) + cross(box) + NODE_SPACING;
  }
  for (const { from, to, label } of graph.edges) {
    const a = rank.get(from) ?? 0;
    const b = rank.get(to) ?? 0;
    const [low, high] = a < b ? [a, b] : [b, a];
    // A label sits between the ranks of a short edge. A long edge passes the ranks between
    // beside their nodes, with its label halfway; so does an edge turned round to break a cycle.
    if (label && high === low + 1) {
      gapMain[low] = Math.max(gapMain[low] ?? 0, main(label));
      gapCross[low] = (gapCross[low] ?? 0) + cross(label) + NODE_SPACING;
    }
    const middle = Math.floor((low + high) / 2);
    const turned = back.has(`${from}\u0000${to}`);
    for (let r = low + 1; r < high; r += 1) {
      const labelled = label && (r === middle || turned);
      rankCross[r] = (rankCross[r] ?? 0) + (labelled ? cross(label) + NODE_SPACING : DUMMY_SPACING);
      if (labelled) rankMain[r] = Math.max(rankMain[r] ?? 0, main(label));
    }
  }
  // A state's loop to itself is drawn with its label below the state.
  const loops = graph.edges.filter(({ from, to }) => from === to).length;
  const length =
    LOOP * loops +
    rankMain.reduce((sum, value) => sum + value, 0) +
    gapMain.slice(0, count - 1).reduce((sum, value) => sum + value + RANK_SPACING, 0);
  // Each edge beyond a tree's makes dagre stagger nodes a little more to untangle the edges.
  // Counted only where the breadth is the height: a wider estimate would lower the height.
  const tangles = graph.vertical ? 0 : Math.max(0, graph.edges.length - graph.nodes.size + 1);
  const breadth = Math.max(...rankCross, ...gapCross) - NODE_SPACING + TANGLE * tangles;
  const [w, h] = graph.vertical ? [breadth, length + graph.frames] : [length, breadth + graph.frames];
  return { w: w + 2 * PADDING, h: h + 2 * PADDING };
}

// ---------------------------------------------------------------------------------------------
// Sequence diagrams: actors side by side, one row per message.
// ---------------------------------------------------------------------------------------------

const ARROW = /^(.+?)\s*(<<-->>|<<->>|-->>|->>|--x|-x|--\)|-\)|-->|->)\s*[+-]?\s*(.+?)\s*:\s*(.*)$/;

function layOutSequence(lines: readonly string[], font: number): Box {
  const scale = font / DEFAULT_FONT_PX;
  const actors = new Map<string, number>();
  const widths: number[] = [];
  const addActor = (id: string, label = id): number => {
    const known = actors.get(id);
    if (known !== undefined) return known;
    actors.set(id, widths.length);
    widths.push(Math.max(150, textWidth(label, font) + 30));
    return widths.length - 1;
  };
  /** What each message needs: actors this far apart, centre to centre. */
  const needs: { from: number; to: number; width: number }[] = [];
  let height = 171 * scale;
  for (const line of lines.slice(1)) {
    const actor = /^(?:participant|actor)\s+(\S+)(?:\s+as\s+(.+))?$/.exec(line);
    if (actor) {
      addActor(actor[1] ?? '', actor[2]);
      continue;
    }
    const message = ARROW.exec(line);
    if (message) {
      const from = addActor(message[1] ?? '');
      const to = addActor(message[3] ?? '');
      const width = textWidth(message[4] ?? '', font) + 70;
      if (from === to) {
        needs.push({ from, to: from + 1, width: width / 2 + 30 });
        height += 80 * scale;
      } else {
        needs.push({ from: Math.min(from, to), to: Math.max(from, to), width });
        height += 50 * scale;
      }
      continue;
    }
    if (/^note\s/i.test(line)) height += 47 * scale;
    else if (/^(loop|alt|opt|par|critical|break|rect)\b/.test(line)) height += 30 * scale;
    else if (/^(else|and|option)\b/.test(line)) height += 25 * scale;
  }
  const gaps = widths.slice(1).map((w, i) => (widths[i] ?? 0) / 2 + 50 + w / 2);
  // Narrow spans first, as each widening also helps the wider spans over it.
  for (const { from, to, width } of needs.sort((a, b) => a.to - a.from - (b.to - b.from))) {
    const last = Math.min(to, gaps.length);
    if (last <= from) continue;
    const span = gaps.slice(from, last).reduce((sum, value) => sum + value, 0);
    if (span < width) gaps[last - 1] = (gaps[last - 1] ?? 0) + width - span;
  }
  const width =
    gaps.reduce((sum, value) => sum + value, 0) + ((widths[0] ?? 0) + (widths.at(-1) ?? 0)) / 2 + 100;
  return { w: width, h: height };
}

/**
 * The estimated natural size of the diagram `source` draws with labels of `font` px, and the
 * smallest scale that keeps its text readable. Sequence diagrams number their steps in 12 px
 * text (`autonumber`), which Mermaid does not scale with the font, so those never shrink.
 */
export function estimateDiagramSize(source: string, font = DEFAULT_FONT_PX): DiagramSize {
  const lines = statements(source);
  const type = diagramType(lines);
  let box: Box;
  let smallest = Math.min(font, SMALLEST_TEXT_PX);
  if (/^(flowchart|graph)$/.test(type)) box = layOutGraph(parseFlowchart(lines, font));
  else if (/^stateDiagram/.test(type)) box = layOutGraph(parseState(lines, font));
  else if (type === 'sequenceDiagram') {
    box = layOutSequence(lines, font);
    if (lines.includes('autonumber')) smallest = 12;
  } else {
    // Other kinds: a row of text per statement, as wide as a column.
    box = { w: 800, h: Math.max(200, lines.length * font * 2.5) };
  }
  return {
    // Only the height is padded: the width sets the scale, and a wider estimate would shrink it.
    width: Math.round(box.w),
    height: Math.round(box.h * MARGIN),
    minScale: MIN_TEXT_PX / smallest,
  };
}

/** The diagram's title: its `accTitle`, which Mermaid also gives the SVG as its name. */
export function diagramTitle(source: string): string | undefined {
  return /^\s*accTitle\s*:\s*(.+?)\s*$/m.exec(source)?.[1];
}
