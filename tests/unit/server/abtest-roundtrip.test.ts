import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseExperimentResponse } from '../../../src/sdk/core/abtest';
import { abtestServer, fetchResults, putExperiment } from './abtest-fixture';

// What the operator API stores, the SDK accepts: every answer to an experiment the
// server took parses on the client with nothing dropped and nothing changed.
const variable = fc.oneof(
  fc.record({
    name: fc.constantFrom('a', 'b'),
    type: fc.constant('STRING'),
    value: fc.string({ maxLength: 500 }),
  }),
  fc.record({
    name: fc.constantFrom('c'),
    type: fc.constant('INTEGER'),
    value: fc.integer().map(String),
  }),
  fc.record({
    name: fc.constantFrom('d'),
    type: fc.constant('BOOLEAN'),
    value: fc.constantFrom('true', 'false'),
  }),
  fc.record({
    name: fc.constantFrom('e'),
    type: fc.constant('JSON'),
    value: fc.object().map((o) => JSON.stringify(o)),
  }),
);
const change = fc.record(
  {
    selector: fc.constantFrom('h1', 'header h1', '.x > p', '[data-ab="y"]'),
    text: fc.string({ maxLength: 500 }),
    style: fc.constantFrom({ color: 'red' }, { 'font-size': '18px', '--brand': '#f60' }),
    attributes: fc.constantFrom(
      { title: 't' },
      { href: '/rules' },
      { src: 'https://cdn.test/a.png' },
    ),
    visible: fc.boolean(),
  },
  { requiredKeys: ['selector', 'text'] },
);
const group = (type: string, index: number) =>
  fc.record({
    abtest_experiment_group_id: fc.constant(`g${index}`),
    is_control: fc.constant(index === 0),
    percent: fc.integer({ min: 0, max: 25 }),
    // Unsafe links included: the server must refuse them rather than store what the SDK drops.
    experiment_link: fc.oneof(
      {
        arbitrary: fc.constantFrom('/', '/rules?a=1', 'https://a.test/x', ' /padded', undefined),
        weight: 12,
      },
      { arbitrary: fc.constantFrom('javascript:x', '//x.test'), weight: 1 },
    ),
    variables: fc
      .array(variable, { maxLength: 3 })
      .map((list) => [...new Map(list.map((v) => [v.name, v])).values()]),
    changes:
      type === 'VISUAL' ? fc.array(change, { minLength: 1, maxLength: 3 }) : fc.constant(undefined),
  });
const experiment = fc.constantFrom('CODE', 'LINK', 'VISUAL').chain((type) =>
  fc.record({
    experiment_type: fc.constant(type),
    status: fc.constant('RUNNING'),
    control_link: fc.constantFrom('/account', 'https://a.test/p?q=1', '^https?://[^/]+/item/\\d+$'),
    link_match_type: fc.constantFrom('STRICT', 'FUZZY', 'REGEXP'),
    groups: fc
      .integer({ min: 1, max: 4 })
      .chain((count) => fc.tuple(...Array.from({ length: count }, (_, i) => group(type, i)))),
  }),
);

describe('operator API → results → SDK parser', () => {
  it('loses nothing between what the server accepts and what the SDK keeps', async () => {
    const app = await abtestServer();
    let seen = 0;
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(
        experiment,
        fc.array(fc.string({ minLength: 1, maxLength: 40 }), { minLength: 1, maxLength: 5 }),
        async (body, visitors) => {
          const put = await putExperiment(app, 'roundtrip', JSON.parse(JSON.stringify(body)));
          // Refused bodies are the admin tests' business; a refusal must be a 400.
          expect([200, 400]).toContain(put.statusCode);
          if (put.statusCode !== 200) return;
          accepted += 1;
          for (const visitor of visitors.filter((v) => v.trim())) {
            const raw = (await fetchResults(app, { anonymous_id: visitor })).json<{
              results: unknown[];
            }>();
            const parsed = parseExperimentResponse(raw);
            expect(parsed).toMatchObject({ ok: true, dropped: 0 });
            if (parsed.ok) expect(parsed.results).toEqual(raw.results);
            seen += raw.results.length;
          }
        },
      ),
      { numRuns: 60 },
    );
    // The property means something only if visitors did land in groups.
    expect(accepted).toBeGreaterThan(5);
    expect(seen).toBeGreaterThan(10);
    // Dozens of injected requests on a shared 2-core runner: room, not a speed target.
  }, 60_000);
});
