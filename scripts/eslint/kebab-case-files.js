import { relative, sep } from 'node:path';

// STYLE.md §8: kebab-case file names (`bank-detail-page.tsx`), with dotted suffixes
// (`x.test.ts`, `vite.config.ts`, `analytics.worker.ts`). Folders too, except dot
// folders (`.ci`). A few lines instead of a plugin: eslint-plugin-unicorn would bring
// a hundred rules and their dependencies for this one check.
const SEGMENT = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const FILE = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\.[a-z0-9]+(?:-[a-z0-9]+)*)*$/;

/** The path segments of `filename` under `cwd` that are not kebab-case. */
export function nonKebabSegments(filename, cwd) {
  const segments = relative(cwd, filename).split(sep);
  const file = segments.pop() ?? '';
  const bad = segments.filter((segment) => !segment.startsWith('.') && !SEGMENT.test(segment));
  if (!FILE.test(file)) bad.push(file);
  return bad;
}

/** @type {import('eslint').Rule.RuleModule} */
const kebabCaseFiles = {
  meta: {
    type: 'suggestion',
    docs: { description: 'File and folder names are kebab-case (STYLE.md §8).' },
    schema: [],
    messages: { notKebab: '"{{name}}" is not kebab-case: rename it (e.g. my-thing.ts).' },
  },
  create(context) {
    return {
      Program(node) {
        for (const name of nonKebabSegments(context.physicalFilename, context.cwd)) {
          context.report({ node, messageId: 'notKebab', data: { name } });
        }
      },
    };
  },
};

export const localRules = { rules: { 'kebab-case-files': kebabCaseFiles } };
