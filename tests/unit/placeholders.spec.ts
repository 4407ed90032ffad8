/**
 * Every shell sample runs as written once its placeholders are filled, and the reader learns
 * what each placeholder holds beside the sample (src/content-checks/placeholders.ts, which
 * `npm run check:content` and the dev server run too).
 */
import { expect, test } from '@playwright/test';
import { contentFiles, formatProblem } from '../lib/content';
import { placeholderProblems, placeholderTextProblems } from '../../src/content-checks/placeholders';

const page = (prose: string, sample: string): string =>
  `## Read a patient\n\n${prose}\n\n\`\`\`bash\n${sample}\n\`\`\`\n\n## Next\n\nMore.\n`;
const read = 'curl -H "Authorization: Bearer $TOKEN" "$FHIR_BASE/Patient/1"';

test('the check rejects a sample whose placeholders its section does not explain (guards against a test that cannot fail)', () => {
  const messages = placeholderTextProblems(page('Read one patient:', read)).map((problem) => problem.message);
  expect(messages).toEqual([expect.stringContaining('$FHIR_BASE'), expect.stringContaining('$TOKEN')]);
  // Explained in another section is not beside the sample.
  expect(
    placeholderTextProblems(`## Set up\n\n\`$FHIR_BASE\` is the base URL.\n\n${page('Read:', read)}`),
  ).toHaveLength(2);
});

test('the check accepts placeholders named in the section, shown by <TokenNote />, or set by an earlier sample', () => {
  expect(placeholderTextProblems(page('`$FHIR_BASE` is your base URL.\n\n<TokenNote />', read))).toEqual([]);
  const setEarlier = `\`\`\`bash\nTOKEN=$(get-token)\nexport FHIR_BASE="https://fhir.example"\n\`\`\`\n\n${page('Read:', read)}`;
  expect(placeholderTextProblems(setEarlier)).toEqual([]);
  // The shell's own variables and a sample's own assignments are no placeholders.
  expect(placeholderTextProblems(page('Keys:', 'KEY="$HOME/key.pem"\ncat "$KEY"'))).toEqual([]);
});

test('every $UPPER placeholder in a shell sample is explained beside it: in its section, by <TokenNote />, or set by an earlier sample on the page', () => {
  expect(placeholderProblems(contentFiles()).map((problem) => formatProblem(problem))).toEqual([]);
});
