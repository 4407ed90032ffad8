/**
 * The label a code block without a title shows in its title bar: its language's name, so every
 * block says what it is (a shell command, a JSON body, an HTTP request) before it is read.
 */
const LANGUAGE_NAMES: Readonly<Record<string, string>> = {
  bash: 'Shell',
  sh: 'Shell',
  shell: 'Shell',
  console: 'Shell',
  ts: 'TypeScript',
  typescript: 'TypeScript',
  tsx: 'TypeScript (JSX)',
  js: 'JavaScript',
  javascript: 'JavaScript',
  jsx: 'JavaScript (JSX)',
  json: 'JSON',
  jsonc: 'JSON with comments',
  http: 'HTTP',
  graphql: 'GraphQL',
  yaml: 'YAML',
  yml: 'YAML',
  sql: 'SQL',
  diff: 'Diff',
  docker: 'Dockerfile',
  dockerfile: 'Dockerfile',
  ini: 'INI',
  xml: 'XML',
  html: 'HTML',
  css: 'CSS',
  python: 'Python',
  py: 'Python',
  hl7: 'HL7 v2',
  text: 'Text',
};

/** A language's display name; an unknown language shows as it is written, in capitals. */
export function languageLabel(language: string | undefined): string {
  const key = (language ?? 'text').toLowerCase();
  return LANGUAGE_NAMES[key] ?? key.toUpperCase();
}

/** The block's language: the `language` prop, or MDX's `language-…` class name. */
export function blockLanguage(props: { language?: string; className?: string }): string | undefined {
  return props.language ?? /\blanguage-([\w-]+)/.exec(props.className ?? '')?.[1];
}
