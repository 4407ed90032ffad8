/**
 * Mermaid's look: the base theme in Inter, coloured by the brand's diagram variables
 * (`--sanoria-diagram-*` in src/css/custom.css), which switch with the colour mode. Mermaid
 * scopes this CSS to each diagram and appends it after its own rules, so these win.
 * Lines and borders keep 3:1 or more against the page, and labels 4.5:1 (WCAG 1.4.11, 1.4.3).
 */

export const fontStack = "'Inter Variable', 'Inter Fallback', system-ui, sans-serif";

const v = (name: string): string => `var(--sanoria-diagram-${name})`;

const rules: Record<string, Record<string, string>> = {
  // Flowcharts and state diagrams
  '.node rect, .node polygon, .node circle, .node ellipse, .node path, .basic.label-container': {
    fill: v('node'),
    stroke: v('border'),
  },
  '.nodeLabel, .nodeLabel p, .label, .label text, .cluster-label, .cluster-label span, .stateLabel text': {
    color: v('text'),
    fill: v('text'),
  },
  '.cluster rect, .statediagram-cluster rect, .composit': {
    fill: v('cluster'),
    stroke: v('cluster-border'),
  },
  '.flowchart-link, .edgePath .path, .transition, .relation': { stroke: v('line') },
  'marker path, .marker, .arrowheadPath': { fill: v('line'), stroke: v('line') },
  '.edgeLabel, .edgeLabel p, .labelBkg': { 'background-color': v('bg'), color: v('text') },
  '.edgeLabel rect': { fill: v('bg') },
  '.edgeLabel text, .edgeLabel span': { fill: v('text'), color: v('text') },
  '.state-start, circle.state-start, .end-state-inner': { fill: v('line'), stroke: v('line') },
  '.end-state-outer': { fill: v('bg'), stroke: v('line') },
  // Sequence diagrams
  '.actor, rect.actor': { fill: v('node'), stroke: v('border') },
  'text.actor, text.actor > tspan, .actor-man text': { fill: v('text') },
  '.actor-line, .messageLine0, .messageLine1, .loopLine': { stroke: v('line') },
  '.messageText, .loopText, .loopText > tspan, .labelText, .labelText > tspan, .sequenceNumber': {
    fill: v('text'),
  },
  '#arrowhead path, .arrowhead path, #crosshead path': { fill: v('line'), stroke: v('line') },
  '.labelBox': { fill: v('node'), stroke: v('border') },
  '.note': { fill: v('note'), stroke: v('note-border') },
  '.noteText, .noteText > tspan': { fill: v('text') },
  '.activation0, .activation1, .activation2': { fill: v('cluster'), stroke: v('border') },
};

export const diagramCss = Object.entries(rules)
  .map(
    ([selector, declarations]) =>
      `${selector} { ${Object.entries(declarations)
        .map(([property, value]) => `${property}: ${value} !important;`)
        .join(' ')} }`,
  )
  .join(' ');
