/**
 * The remark plugin that links inline-code mentions of FHIR resource types to the API
 * reference (src/plugins/remark-fhir-links): what is a mention, and what is left alone.
 */
import { test, expect } from '@playwright/test';
import remarkFhirLinks from '../../src/plugins/remark-fhir-links';
import { mentionedResources } from '../../src/plugins/fhir-reference/mentions';

interface Node {
  type: string;
  name?: string;
  value?: string;
  url?: string;
  depth?: number;
  children?: Node[];
}

const names = new Set(['Patient', 'Observation', 'Bundle']);
const code = (value: string): Node => ({ type: 'inlineCode', value });
const text = (value: string): Node => ({ type: 'text', value });
const paragraph = (...children: Node[]): Node => ({ type: 'paragraph', children });
const root = (...children: Node[]): Node => ({ type: 'root', children });

/** Runs the plugin on a tree and returns it. */
function linkify(tree: Node): Node {
  remarkFhirLinks({ names: () => names })(tree);
  return tree;
}

/** The URLs of every link in a tree, in order. */
const links = (node: Node): string[] => [
  ...(node.type === 'link' && node.url ? [node.url] : []),
  ...(node.children ?? []).flatMap(links),
];

test('an inline-code resource type in prose links to its reference page', () => {
  const tree = linkify(root(paragraph(text('Create a '), code('Patient'), text(' first.'))));
  expect(links(tree)).toEqual(['/docs/reference/fhir/Patient']);
  // The code stays code, inside the link.
  expect(tree.children?.[0]?.children?.[1]).toEqual({
    type: 'link',
    url: '/docs/reference/fhir/Patient',
    children: [{ type: 'inlineCode', value: 'Patient' }],
  });
});

test('only the first mention of each type on a page is linked', () => {
  const tree = linkify(
    root(
      paragraph(code('Patient'), text(' and '), code('Observation')),
      paragraph(code('Patient'), text(' again, and '), code('Observation')),
    ),
  );
  expect(links(tree)).toEqual(['/docs/reference/fhir/Patient', '/docs/reference/fhir/Observation']);
});

test('things that merely look like a resource type are left alone', () => {
  const lookalikes = [
    'Patient/123',
    'Patient.name',
    'patient',
    'PATIENT',
    'Patient?name=emer',
    'Patients',
    'Patient ',
    '$everything',
    'Bundle.entry',
  ];
  const tree = linkify(root(paragraph(...lookalikes.map(code)), paragraph(text('A Patient in plain text.'))));
  expect(links(tree)).toEqual([]);
});

test('headings, code blocks and existing links are left alone', () => {
  const tree = linkify(
    root(
      { type: 'heading', depth: 2, children: [code('Patient')] },
      { type: 'code', value: '{"resourceType": "Patient"}' },
      paragraph({ type: 'link', url: '/docs/platform/search', children: [code('Observation')] }),
      paragraph({ type: 'linkReference', children: [code('Bundle')] }),
      paragraph({ type: 'mdxJsxTextElement', name: 'Link', children: [code('Bundle')] }),
    ),
  );
  expect(links(tree)).toEqual(['/docs/platform/search']);
  // A mention after a skipped one is still the page's first link to that type.
  linkify(tree);
  const later = linkify(
    root(paragraph({ type: 'link', url: '/x', children: [code('Patient')] }), paragraph(code('Patient'))),
  );
  expect(links(later)).toEqual(['/x', '/docs/reference/fhir/Patient']);
});

test('"Used in" finds the same mentions in a Markdown source, outside code blocks', () => {
  const markdown = [
    'Search `Observation` by `code`; `Patient/123` and `Patient.name` are not mentions.',
    '',
    '```json',
    '{ "resourceType": "Bundle", "note": "`Bundle`" }',
    '```',
  ].join('\n');
  expect([...mentionedResources(markdown, names)]).toEqual(['Observation']);
});
